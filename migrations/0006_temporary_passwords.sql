ALTER TABLE `admin_sessions` ADD `password_change_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `temporary_password_expires_at` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `temporary_password_used_at` text;