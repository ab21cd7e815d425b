CREATE TABLE `ai_usage` (
	`user_id` integer,
	`month` text NOT NULL,
	`requests` integer DEFAULT 0 NOT NULL,
	`tokens` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_usage_user_month_idx` ON `ai_usage` (`user_id`,`month`);--> statement-breakpoint
ALTER TABLE `ai_generated_content` ADD `title_en` text;