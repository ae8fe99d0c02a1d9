CREATE TABLE `session_item_responses` (
	`session_id` text NOT NULL,
	`item_id` integer NOT NULL,
	`value` text NOT NULL,
	`actor_id` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`session_id`, `item_id`),
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `scenario_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `scenario_presencial` ADD `interventions` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `scenario_presencial` ADD `kpis` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `scenario_presencial` ADD `expected_findings` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `scenario_rules` ADD `after_s` integer;--> statement-breakpoint
ALTER TABLE `session_actions` ADD `at_seconds` integer;--> statement-breakpoint
ALTER TABLE `session_actions` ADD `flag` text;