CREATE TABLE `scenario_drafts` (
	`slug` text NOT NULL,
	`mode` text NOT NULL,
	`file` text NOT NULL,
	`revision` integer NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_by` text,
	PRIMARY KEY(`slug`, `mode`),
	FOREIGN KEY (`updated_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `scenario_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario_id` integer NOT NULL,
	`mode` text NOT NULL,
	`number` integer NOT NULL,
	`file` text NOT NULL,
	`published_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`published_by` text,
	FOREIGN KEY (`scenario_id`) REFERENCES `scenarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`published_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenario_versions_number_unique` ON `scenario_versions` (`scenario_id`,`mode`,`number`);--> statement-breakpoint
ALTER TABLE `attempts` ADD `version_id` integer REFERENCES scenario_versions(id);