DROP INDEX `cta_clicks_created_idx`;--> statement-breakpoint
CREATE INDEX `cta_clicks_created_idx` ON `cta_clicks` (`created_at`,`converted`,`cta_text`,`session_id`);--> statement-breakpoint
DROP INDEX `form_submissions_created_idx`;--> statement-breakpoint
CREATE INDEX `form_submissions_created_idx` ON `form_submissions_analytics` (`created_at`,`event_type`,`success`,`form_type`,`session_id`);--> statement-breakpoint
DROP INDEX `page_views_created_idx`;--> statement-breakpoint
CREATE INDEX `page_views_created_idx` ON `page_views` (`created_at`,`page_path`,`language`,`country`);--> statement-breakpoint
DROP INDEX `user_sessions_started_idx`;--> statement-breakpoint
DROP INDEX `user_sessions_closed_idx`;--> statement-breakpoint
CREATE INDEX `user_sessions_started_idx` ON `user_sessions` (`started_at`,`closed`,`is_bounce`,`duration_seconds`,`device_type`,`browser`,`os`,`referrer`,`utm_source`,`utm_medium`,`utm_campaign`,`session_id`);--> statement-breakpoint
CREATE INDEX `user_sessions_closed_idx` ON `user_sessions` (`closed`,`started_at`,`is_bounce`,`duration_seconds`);