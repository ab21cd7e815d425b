CREATE TABLE `edit_autosaves` (
	`entity` text NOT NULL,
	`record_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`base_version` integer NOT NULL,
	`form_values` text NOT NULL,
	`saved_at` text NOT NULL,
	PRIMARY KEY(`entity`, `record_id`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `edit_autosaves_saved_idx` ON `edit_autosaves` (`saved_at`);