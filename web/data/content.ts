/** @file Names and shapes of the content bundles pages load as data (types only: the bundles stay on the server). */
import type { HomeContent } from "../pages/home/home-content";

export interface ContentBundles {
  home: HomeContent;
}

export type ContentName = keyof ContentBundles;
export const CONTENT_NAMES: ContentName[] = ["home"];
