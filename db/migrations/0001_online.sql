CREATE TABLE `attempt_answers` (
	`attempt_id` text NOT NULL,
	`question_id` integer NOT NULL,
	`selected_option` integer NOT NULL,
	`is_correct` integer NOT NULL,
	`answered_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`attempt_id`, `question_id`),
	FOREIGN KEY (`attempt_id`) REFERENCES `attempts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `attempt_questions` (
	`attempt_id` text NOT NULL,
	`question_id` integer NOT NULL,
	`shown_at` text NOT NULL,
	`hints_used` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`attempt_id`, `question_id`),
	FOREIGN KEY (`attempt_id`) REFERENCES `attempts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`scenario_id` integer NOT NULL,
	`role` text NOT NULL,
	`started_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`time_limit` integer NOT NULL,
	`finished_at` text,
	`correct_count` integer,
	`total_count` integer,
	`score` integer,
	`status` text DEFAULT 'en_curso' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attempts_user_scenario_idx` ON `attempts` (`user_id`,`scenario_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `case_briefs` (
	`scenario_id` integer PRIMARY KEY NOT NULL,
	`brief` text NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `case_resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario_id` integer NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`source` text NOT NULL,
	`type` text NOT NULL,
	`year` integer,
	`free_access` integer DEFAULT false NOT NULL,
	`weight` integer DEFAULT 100 NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `case_resources_scenario_idx` ON `case_resources` (`scenario_id`,`weight`);--> statement-breakpoint
CREATE TABLE `presencial_notifications` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`step_id` integer NOT NULL,
	`question_order` integer NOT NULL,
	`question_text` text NOT NULL,
	`options` text NOT NULL,
	`correct_option` integer NOT NULL,
	`explanation` text,
	`roles` text DEFAULT '[]' NOT NULL,
	`is_critical` integer DEFAULT false NOT NULL,
	`hints` text DEFAULT '[]' NOT NULL,
	`time_limit` integer,
	FOREIGN KEY (`step_id`) REFERENCES `steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `questions_step_order_unique` ON `questions` (`step_id`,`question_order`);--> statement-breakpoint
CREATE TABLE `scenario_categories` (
	`scenario_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`scenario_id`, `category_id`),
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `scenarios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`level` text NOT NULL,
	`mode` text NOT NULL,
	`status` text NOT NULL,
	`estimated_minutes` integer,
	`max_attempts` integer DEFAULT 3 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenarios_slug_unique` ON `scenarios` (`slug`);--> statement-breakpoint
CREATE TABLE `steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario_id` integer NOT NULL,
	`step_order` integer NOT NULL,
	`description` text NOT NULL,
	`narrative` text,
	`role_specific` integer DEFAULT false NOT NULL,
	`roles` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `steps_scenario_order_unique` ON `steps` (`scenario_id`,`step_order`);