ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'unread' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `spam` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `notified_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `notify_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `next_notify_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `notify_error` text;--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_notify_idx` ON `contact_messages` (`next_notify_at`);