/** @file Registers the published blog posts (both languages) as a source of sitemap URLs. */

import { blogSitemapEntries } from "../../db/queries/blog";
import { addSitemapProvider } from "../site/sitemap";

addSitemapProvider(({ db }) => blogSitemapEntries(db));
