/**
 * @file A post's featured image that hides itself when it fails to load. The server-rendered <img> may fail
 * before React hydrates (onError then never fires), so the mount effect also checks for an already broken image.
 * Media-library pictures come in resized copies (srcset); the box is 16:9 (width/height set, CSS crops to fit).
 */
import { useEffect, useRef, useState } from "react";
import { responsiveSource } from "../../common/media";
import { useSiteData } from "../i18n/use-t";

export function PostImage({
  src,
  alt,
  className,
  priority = false,
  sizes = "auto",
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
  /** The displayed width, for the browser's pick from the srcset (a lazy image may leave it to the layout: auto). */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const { siteUrl } = useSiteData().config;
  const ref = useRef<HTMLImageElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: check again whenever a new src is rendered
  useEffect(() => {
    // (typed loosely: the worker's type check has no DOM library)
    const img = ref.current as { complete: boolean; naturalWidth: number } | null;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (!src || failed) return null;
  return (
    <img
      ref={ref}
      className={className}
      {...responsiveSource(src, sizes, siteUrl)}
      width="1600"
      height="900"
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
    />
  );
}
