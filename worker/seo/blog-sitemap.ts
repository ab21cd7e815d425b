/** @file Registers the published blog posts (both languages) as a source of sitemap URLs. */
import { addSitemapProvider } from "./sitemap";
import { blogSitemapEntries } from "../db/queries/blog";

addSitemapProvider(({ db }) => blogSitemapEntries(db));
