DROP INDEX `page_views_created_idx`;--> statement-breakpoint
CREATE INDEX `page_views_created_idx` ON `page_views` (`created_at`,`page_path`,`language`,`country`);--> statement-breakpoint
DROP INDEX `user_sessions_started_idx`;--> statement-breakpoint
CREATE INDEX `user_sessions_started_idx` ON `user_sessions` (`started_at`,`session_id`);