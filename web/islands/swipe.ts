/** @file Swipe or drag detection of the carousels' islands: a horizontal move of more than 50 px calls next/previous. */

const SWIPE_THRESHOLD_PX = 50;

export function onSwipe(area: Element | null, next: () => void, previous: () => void): void {
  let start: number | null = null;
  area?.addEventListener("pointerdown", (e) => {
    start = (e as PointerEvent).clientX;
  });
  area?.addEventListener("pointerup", (e) => {
    if (start === null) return;
    const dx = (e as PointerEvent).clientX - start;
    start = null;
    if (dx < -SWIPE_THRESHOLD_PX) next();
    else if (dx > SWIPE_THRESHOLD_PX) previous();
  });
  area?.addEventListener("pointercancel", () => {
    start = null;
  });
}
