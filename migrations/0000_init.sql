CREATE TABLE `admin_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`password_hash` text NOT NULL,
	`role_id` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`last_login` text,
	`session_epoch` integer DEFAULT 0 NOT NULL,
	`failed_login_count` integer DEFAULT 0 NOT NULL,
	`locked_until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_email_unique` ON `admin_users` (`email`);--> statement-breakpoint
CREATE INDEX `admin_users_role_idx` ON `admin_users` (`role_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`user_email` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`details` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `error_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`request_id` text,
	`message` text NOT NULL,
	`stack` text,
	`url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `error_reports_created_idx` ON `error_reports` (`created_at`);--> statement-breakpoint
CREATE TABLE `permissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`resource` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `permissions_name_unique` ON `permissions` (`name`);--> statement-breakpoint
CREATE TABLE `role_permissions` (
	`role_id` integer NOT NULL,
	`permission_id` integer NOT NULL,
	PRIMARY KEY(`role_id`, `permission_id`),
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`permission_id`) REFERENCES `permissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `role_permissions_permission_idx` ON `role_permissions` (`permission_id`);--> statement-breakpoint
CREATE TABLE `roles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roles_name_unique` ON `roles` (`name`);--> statement-breakpoint
CREATE TABLE `seed_history` (
	`name` text PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ai_generated_content` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`keywords` text DEFAULT '[]' NOT NULL,
	`content_type` text DEFAULT 'both' NOT NULL,
	`category` text DEFAULT 'trends-topics' NOT NULL,
	`blog_content` text,
	`blog_excerpt` text,
	`linkedin_content` text,
	`linkedin_content_en` text,
	`linkedin_cta` text DEFAULT 'Lesen Sie mehr in unserem Blog!' NOT NULL,
	`generated_image_prompt` text,
	`generated_image_url` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`generation_prompt` text,
	`ai_model` text DEFAULT 'gpt-4' NOT NULL,
	`created_by` text DEFAULT 'Manual' NOT NULL,
	`blog_slug` text,
	`blog_post_id` integer,
	`content_en` text,
	`excerpt_en` text,
	`priority` text DEFAULT 'medium' NOT NULL,
	`client_project` text,
	`planned_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`blog_post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ai_content_status_created_idx` ON `ai_generated_content` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `ai_content_created_idx` ON `ai_generated_content` (`created_at`);--> statement-breakpoint
CREATE TABLE `assets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`filename` text NOT NULL,
	`original_filename` text NOT NULL,
	`url` text NOT NULL,
	`alt_text` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`mime_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`uploaded_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assets_filename_unique` ON `assets` (`filename`);--> statement-breakpoint
CREATE INDEX `assets_created_idx` ON `assets` (`created_at`);--> statement-breakpoint
CREATE INDEX `assets_mime_idx` ON `assets` (`mime_type`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`title_en` text,
	`slug` text NOT NULL,
	`content` text NOT NULL,
	`content_en` text,
	`excerpt` text DEFAULT '' NOT NULL,
	`excerpt_en` text,
	`featured_image` text,
	`category` text DEFAULT 'themen-artikel' NOT NULL,
	`content_status` text DEFAULT 'draft' NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` text,
	`scheduled_publish_date` text,
	`author` text,
	`author_id` integer,
	`author_email` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_created_idx` ON `blog_posts` (`published`,`created_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_due_idx` ON `blog_posts` (`content_status`,`scheduled_publish_date`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`language` text DEFAULT 'de' NOT NULL,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`title_en` text,
	`description` text DEFAULT '' NOT NULL,
	`description_en` text,
	`event_date` text NOT NULL,
	`event_time` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`max_participants` integer DEFAULT 20 NOT NULL,
	`event_type` text DEFAULT 'own' NOT NULL,
	`status` text DEFAULT 'upcoming' NOT NULL,
	`image_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "events_max_participants_min" CHECK("events"."max_participants" >= 1)
);
--> statement-breakpoint
CREATE INDEX `events_date_idx` ON `events` (`event_date`);--> statement-breakpoint
CREATE INDEX `events_status_date_idx` ON `events` (`status`,`event_date`);--> statement-breakpoint
CREATE TABLE `page_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_id` integer NOT NULL,
	`section_key` text NOT NULL,
	`title` text,
	`title_en` text,
	`subtitle` text,
	`subtitle_en` text,
	`content` text,
	`content_en` text,
	`section_type` text DEFAULT 'content' NOT NULL,
	`image_url` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`background_color` text,
	`text_color` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_sections_page_key_idx` ON `page_sections` (`page_id`,`section_key`);--> statement-breakpoint
CREATE INDEX `page_sections_page_sort_idx` ON `page_sections` (`page_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `page_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`meta_description` text,
	`meta_keywords` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_translations_page_lang_idx` ON `page_translations` (`page_id`,`language`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`meta_description` text,
	`meta_keywords` text,
	`template` text DEFAULT 'default' NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`featured_image` text,
	`parent_id` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pages_slug_unique` ON `pages` (`slug`);--> statement-breakpoint
CREATE INDEX `pages_published_sort_idx` ON `pages` (`published`,`sort_order`);--> statement-breakpoint
CREATE INDEX `pages_parent_idx` ON `pages` (`parent_id`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`position` text NOT NULL,
	`position_en` text,
	`bio` text DEFAULT '' NOT NULL,
	`bio_en` text,
	`image_url` text,
	`linkedin_url` text,
	`email` text,
	`expertise` text DEFAULT '[]' NOT NULL,
	`qualifications` text DEFAULT '[]' NOT NULL,
	`qualifications_en` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`available_from` text,
	`current_project` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `team_members_active_name_idx` ON `team_members` (`active`,`name`);--> statement-breakpoint
CREATE TABLE `translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`german` text NOT NULL,
	`english` text NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `translations_key_unique` ON `translations` (`key`);--> statement-breakpoint
CREATE INDEX `translations_category_idx` ON `translations` (`category`);--> statement-breakpoint
CREATE TABLE `analytics_daily` (
	`day` text NOT NULL,
	`metric` text NOT NULL,
	`dimension` text DEFAULT '' NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `metric`, `dimension`)
);
--> statement-breakpoint
CREATE TABLE `cta_clicks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`cta_text` text NOT NULL,
	`cta_url` text,
	`page_path` text,
	`position` text,
	`referrer` text,
	`converted` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cta_clicks_created_idx` ON `cta_clicks` (`created_at`);--> statement-breakpoint
CREATE INDEX `cta_clicks_session_idx` ON `cta_clicks` (`session_id`);--> statement-breakpoint
CREATE TABLE `form_submissions_analytics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`event_type` text DEFAULT 'form_submit' NOT NULL,
	`form_type` text NOT NULL,
	`form_page` text,
	`success` integer DEFAULT false NOT NULL,
	`error_message` text,
	`referrer` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `form_submissions_created_idx` ON `form_submissions_analytics` (`created_at`);--> statement-breakpoint
CREATE INDEX `form_submissions_session_idx` ON `form_submissions_analytics` (`session_id`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`page_path` text NOT NULL,
	`page_title` text,
	`referrer` text,
	`user_agent` text,
	`country` text,
	`device_type` text,
	`browser` text,
	`os` text,
	`screen_resolution` text,
	`language` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_created_idx` ON `page_views` (`created_at`);--> statement-breakpoint
CREATE INDEX `page_views_session_idx` ON `page_views` (`session_id`);--> statement-breakpoint
CREATE TABLE `user_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`started_at` text NOT NULL,
	`ended_at` text,
	`referrer` text,
	`device_type` text,
	`browser` text,
	`os` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`screen_resolution` text,
	`language` text,
	`duration_seconds` integer,
	`page_count` integer,
	`last_page` text,
	`is_bounce` integer,
	`closed` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_sessions_session_id_unique` ON `user_sessions` (`session_id`);--> statement-breakpoint
CREATE INDEX `user_sessions_started_idx` ON `user_sessions` (`started_at`);--> statement-breakpoint
CREATE INDEX `user_sessions_closed_idx` ON `user_sessions` (`closed`,`started_at`);