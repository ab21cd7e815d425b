/** @file A post's featured image (srcset of the media library's copies, 16:9), hidden by web/islands/boot.ts when broken. */
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
  const { siteUrl } = useSiteData().config;
  if (!src) return null;
  return (
    <img
      className={className}
      {...responsiveSource(src, sizes, siteUrl)}
      width="1600"
      height="900"
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      data-hide-broken=""
    />
  );
}
