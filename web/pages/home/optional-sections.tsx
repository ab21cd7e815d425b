/**
 * @file The home page's sections that settings switch on (both off by default): their code stays out of the
 * page until the loader finds something for them to show. Both come from one chunk (one request, better
 * compression when both are on).
 */
import { onDemand } from "../../ui/on-demand";

const sections = () => import("./optional-section-components");
export const RecentPostsSection = onDemand(() => sections().then((m) => m.RecentPosts));
export const EventsSection = onDemand(() => sections().then((m) => m.EventsSection));
