ALTER TABLE `events` ADD `translation_sources` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `team_members` ADD `translation_sources` text DEFAULT '{}' NOT NULL;