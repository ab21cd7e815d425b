/**
 * @file The public reads' types, taken from the typed API client's answers (worker/routes/public/* over worker/domain):
 * DataApi promises exactly what the API answers, so a field renamed in a domain read shows up as a type error in the
 * browser, not as an `undefined` on a page. Some endpoints answer several shapes by query; these pick one shape each.
 */
import type { Body, publicApi } from "../api/client";

type Answer<Call extends (...args: never[]) => Promise<unknown>> = Body<Awaited<ReturnType<Call>>>;

type BlogAnswer = Answer<typeof publicApi.blog.$get>;
type PagesAnswer = Answer<typeof publicApi.pages.$get>;
type MessagesAnswer = Answer<typeof publicApi.messages.$get>;

export type TeamRead = Answer<typeof publicApi.team.$get>;
export type SettingsRead = Answer<typeof publicApi.settings.$get>;
export type EventsRead = Answer<typeof publicApi.events.$get>;
/** GET /api/blog without slug. */
export type BlogPostsRead = Extract<BlogAnswer, unknown[]>;
/** GET /api/blog?slug=S. */
export type BlogPostRead = Exclude<BlogAnswer, unknown[]>;
export type BlogPreviewRead = Answer<(typeof publicApi.blog.preview)[":token"]["$get"]>;
/** GET /api/pages without slug. */
export type PublishedPagesRead = Extract<PagesAnswer, unknown[]>;
/** GET /api/pages?slug=S&with_sections=true. */
export type PageRead = Extract<PagesAnswer, { page_sections: unknown }>;
/** GET /api/pages?slug=S&rendered=true. */
export type RenderedPageRead = Extract<PagesAnswer, { sections: unknown }>;
/** GET /api/messages?lang=L: one language's catalogue (without lang: both, keyed by locale). */
export type MessagesRead = Exclude<MessagesAnswer, { de: unknown }>;

/** GET /api/blog answered a list (it does without slug). */
export const isPostList = (answer: BlogAnswer): answer is BlogPostsRead => Array.isArray(answer);
/** GET /api/pages answered the page records (it does without slug). */
export const isPageList = (answer: PagesAnswer): answer is PublishedPagesRead => Array.isArray(answer);
/** GET /api/pages answered a page with its sections (it does with with_sections=true). */
export const isPageWithSections = (answer: PagesAnswer): answer is PageRead => !Array.isArray(answer) && "page_sections" in answer;
/** GET /api/pages answered a rendered page (it does with rendered=true). */
export const isRenderedPage = (answer: PagesAnswer): answer is RenderedPageRead => !Array.isArray(answer) && "sections" in answer;
