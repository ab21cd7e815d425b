CREATE TABLE `totp_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `totp_recovery_codes_user_idx` ON `totp_recovery_codes` (`user_id`);--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `pending_step` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_pending_secret` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_last_step` integer;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_enabled_at` text;