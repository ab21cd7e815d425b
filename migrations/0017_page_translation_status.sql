ALTER TABLE `page_sections` ADD `translation_sources` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `slug_en` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `translation_sources` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `pages_slug_en_unique` ON `pages` (`slug_en`);