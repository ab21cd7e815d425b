CREATE TABLE `edit_conflict_guard` (
	`record_id` text,
	CONSTRAINT "edit_conflict" CHECK(0)
);
--> statement-breakpoint
CREATE TABLE `record_versions` (
	`entity` text NOT NULL,
	`record_id` text NOT NULL,
	`version` integer NOT NULL,
	`changed_at` text NOT NULL,
	`changed_by_id` integer,
	`changed_by` text NOT NULL,
	PRIMARY KEY(`entity`, `record_id`)
);
--> statement-breakpoint
CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`record_id` text NOT NULL,
	`version` integer NOT NULL,
	`kind` text NOT NULL,
	`snapshot` text NOT NULL,
	`changed_fields` text DEFAULT '[]' NOT NULL,
	`edit_session` text,
	`actor_id` integer,
	`actor` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `revisions_record_idx` ON `revisions` (`entity`,`record_id`,`id`);--> statement-breakpoint
CREATE INDEX `revisions_created_idx` ON `revisions` (`created_at`);