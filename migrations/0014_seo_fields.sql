ALTER TABLE `blog_posts` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_title_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_description_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `og_image` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `canonical_url` text;--> statement-breakpoint
ALTER TABLE `events` ADD `online_url` text;--> statement-breakpoint
ALTER TABLE `events` ADD `price_eur` real;--> statement-breakpoint
ALTER TABLE `assets` ADD `alt_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `og_image` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `noindex` integer DEFAULT false NOT NULL;