CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`target_user_id` text,
	`details` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`target_user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_user_id`,`id`);--> statement-breakpoint
CREATE TABLE `session_commands` (
	`session_id` text NOT NULL,
	`command_id` text NOT NULL,
	`intent` text NOT NULL,
	`actor_id` text,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`session_id`, `command_id`),
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `session_actions` ADD `actor_id` text REFERENCES profiles(id);--> statement-breakpoint
ALTER TABLE `session_events` ADD `actor_id` text REFERENCES profiles(id);