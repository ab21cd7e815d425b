ALTER TABLE `blog_posts` ADD `slug_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `translation_sources` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_en_unique` ON `blog_posts` (`slug_en`);