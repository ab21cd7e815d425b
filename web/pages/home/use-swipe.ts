/** @file Swipe or drag detection: a horizontal move of more than the threshold calls next/previous. */
import { useRef } from "react";

const SWIPE_THRESHOLD_PX = 50;

export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (e: React.PointerEvent) => {
      start.current = e.clientX;
    },
    onPointerUp: (e: React.PointerEvent) => {
      if (start.current === null) return;
      const dx = e.clientX - start.current;
      start.current = null;
      if (dx < -SWIPE_THRESHOLD_PX) onNext();
      else if (dx > SWIPE_THRESHOLD_PX) onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
