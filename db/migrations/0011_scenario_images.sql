CREATE TABLE `scenario_images` (
	`key` text PRIMARY KEY NOT NULL,
	`alt` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`uploaded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`uploaded_by` text,
	FOREIGN KEY (`uploaded_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `scenario_images_uploaded_at` ON `scenario_images` (`uploaded_at`);--> statement-breakpoint
ALTER TABLE `scenario_variables` ADD `image` text;