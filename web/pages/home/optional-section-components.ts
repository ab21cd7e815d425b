/** @file The components of the home page's optional sections, loaded together by optional-sections.tsx. */
export { RecentPosts } from "../../blog/recent-posts";
export { EventsSection } from "./events-section";
