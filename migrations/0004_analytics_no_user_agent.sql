DROP INDEX `cta_clicks_session_idx`;--> statement-breakpoint
CREATE INDEX `cta_clicks_session_idx` ON `cta_clicks` (`session_id`,`created_at`);--> statement-breakpoint
DROP INDEX `form_submissions_session_idx`;--> statement-breakpoint
CREATE INDEX `form_submissions_session_idx` ON `form_submissions_analytics` (`session_id`,`created_at`);--> statement-breakpoint
DROP INDEX `page_views_session_idx`;--> statement-breakpoint
CREATE INDEX `page_views_session_idx` ON `page_views` (`session_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `page_views` DROP COLUMN `user_agent`;