CREATE TABLE `presencial_participants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`role` text NOT NULL,
	`name` text NOT NULL,
	`user_id` text,
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `presencial_participants_session_idx` ON `presencial_participants` (`session_id`);--> statement-breakpoint
CREATE INDEX `presencial_participants_user_idx` ON `presencial_participants` (`user_id`);--> statement-breakpoint
CREATE TABLE `presencial_reports` (
	`session_id` text PRIMARY KEY NOT NULL,
	`scenario_id` integer NOT NULL,
	`duration_sec` integer NOT NULL,
	`payload` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `presencial_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`scenario_id` integer NOT NULL,
	`user_id` text,
	`public_code` text NOT NULL,
	`flow` text NOT NULL,
	`started_at` text,
	`ended_at` text,
	`banner_text` text DEFAULT '' NOT NULL,
	`current_step_id` integer,
	`script_index` integer,
	`alarm_ping` integer DEFAULT 0 NOT NULL,
	`alarm_at` text,
	`refresh_ping` integer DEFAULT 0 NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`current_step_id`) REFERENCES `scenario_steps`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "presencial_sessions_code_check" CHECK("presencial_sessions"."public_code" glob '[A-Z0-9][A-Z0-9][A-Z0-9][A-Z0-9][A-Z0-9][A-Z0-9]')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `presencial_sessions_code_unique` ON `presencial_sessions` (`public_code`);--> statement-breakpoint
CREATE INDEX `presencial_sessions_scenario_idx` ON `presencial_sessions` (`scenario_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `presencial_sessions_user_idx` ON `presencial_sessions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `scenario_checklist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario_id` integer NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`category` text NOT NULL,
	`order_index` integer NOT NULL,
	`weight` integer NOT NULL,
	`role` text NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenario_checklist_key_unique` ON `scenario_checklist` (`scenario_id`,`key`);--> statement-breakpoint
CREATE TABLE `scenario_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario_id` integer NOT NULL,
	`step_id` integer,
	`key` text NOT NULL,
	`section` text NOT NULL,
	`type` text NOT NULL,
	`label` text NOT NULL,
	`help` text,
	`options` text,
	`order_index` integer NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`step_id`) REFERENCES `scenario_steps`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenario_items_key_unique` ON `scenario_items` (`scenario_id`,`key`);--> statement-breakpoint
CREATE TABLE `scenario_presencial` (
	`scenario_id` integer PRIMARY KEY NOT NULL,
	`patient_overview` text NOT NULL,
	`script` text NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `scenario_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario_id` integer NOT NULL,
	`key` text NOT NULL,
	`description` text,
	`applies_when` text NOT NULL,
	`effects` text NOT NULL,
	`order_index` integer NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenario_rules_key_unique` ON `scenario_rules` (`scenario_id`,`key`);--> statement-breakpoint
CREATE TABLE `scenario_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario_id` integer NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`order_index` integer NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenario_steps_key_unique` ON `scenario_steps` (`scenario_id`,`key`);--> statement-breakpoint
CREATE TABLE `scenario_variables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario_id` integer NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`type` text NOT NULL,
	`unit` text,
	`initial_value` text NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenario_variables_key_unique` ON `scenario_variables` (`scenario_id`,`key`);--> statement-breakpoint
CREATE TABLE `session_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`step_id` integer,
	`action_key` text NOT NULL,
	`payload` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `session_actions_session_idx` ON `session_actions` (`session_id`,`id`);--> statement-breakpoint
CREATE TABLE `session_checklist` (
	`session_id` text NOT NULL,
	`item_id` integer NOT NULL,
	`status` text DEFAULT 'na' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`session_id`, `item_id`),
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `scenario_checklist`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `session_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`kind` text NOT NULL,
	`payload` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `session_events_session_idx` ON `session_events` (`session_id`,`id`);--> statement-breakpoint
CREATE TABLE `session_rule_fires` (
	`session_id` text NOT NULL,
	`rule_id` integer NOT NULL,
	`fired_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`session_id`, `rule_id`),
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rule_id`) REFERENCES `scenario_rules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `session_variables` (
	`session_id` text NOT NULL,
	`variable_id` integer NOT NULL,
	`is_revealed` integer DEFAULT false NOT NULL,
	`value` text NOT NULL,
	`revealed_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`session_id`, `variable_id`),
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variable_id`) REFERENCES `scenario_variables`(`id`) ON UPDATE no action ON DELETE cascade
);
