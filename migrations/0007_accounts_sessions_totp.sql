CREATE TABLE `totp_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `totp_recovery_codes_user_idx` ON `totp_recovery_codes` (`user_id`);--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `password_change_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `pending_step` text;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `device_type` text DEFAULT 'desktop' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `os` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `browser` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `country` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `temporary_password_expires_at` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `temporary_password_used_at` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_pending_secret` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_last_step` integer;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_enabled_at` text;