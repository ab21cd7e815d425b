ALTER TABLE `admin_sessions` ADD `device_type` text DEFAULT 'desktop' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `os` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `browser` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `country` text;