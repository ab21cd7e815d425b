/**
 * @file The home page's sections that settings switch on (both off by default): their code stays out of the
 * page until the loader finds something for them to show.
 */
import { onDemand } from "../../ui/on-demand";

export const RecentPostsSection = onDemand(() => import("../../blog/recent-posts").then((m) => m.RecentPosts));
export const EventsSection = onDemand(() => import("./events-section").then((m) => m.EventsSection));
