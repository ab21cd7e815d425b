CREATE TABLE `ai_rate_limits` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`calls` integer NOT NULL,
	`window_ends` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ai_reservations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`month` text NOT NULL,
	`tokens` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ai_reservations_month_idx` ON `ai_reservations` (`month`,`created_at`);--> statement-breakpoint
ALTER TABLE `ai_usage` ADD `estimated_tokens` integer DEFAULT 0 NOT NULL;