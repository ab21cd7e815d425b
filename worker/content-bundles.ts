/** @file The content bundles the server hands to page loaders (DataApi.getContent and GET /api/content/:name). */
import type { ContentBundles } from "../web/data/content";
import { HOME_CONTENT } from "../web/pages/home/home-content";

export const CONTENT_BUNDLES: ContentBundles = { home: HOME_CONTENT };
