/** @file The brand illustrations (public/img/illustrations, 640x480 SVG): one per service and inner page. */
import type { Image } from "./types";

type IllustrationName =
  | "home"
  | "about"
  | "team"
  | "projects"
  | "career"
  | "contact"
  | "blog"
  | "services"
  | "business-analysis"
  | "software-development"
  | "enterprise-architecture"
  | "project-management"
  | "data-analytics";

/** An illustration; decorative (empty alt) unless a description is given. */
export const illustration = (name: IllustrationName, alt = { de: "", en: "" }): Image => ({
  src: `/img/illustrations/${name}.svg`,
  width: 640,
  height: 480,
  alt,
});
