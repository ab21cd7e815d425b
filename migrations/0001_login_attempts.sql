CREATE TABLE `login_attempts` (
	`email_key` text PRIMARY KEY NOT NULL,
	`attempts` integer NOT NULL,
	`window_ends` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `admin_users` DROP COLUMN `failed_login_count`;--> statement-breakpoint
ALTER TABLE `admin_users` DROP COLUMN `locked_until`;