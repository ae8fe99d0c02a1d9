CREATE TABLE `session_debrief` (
	`session_id` text NOT NULL,
	`point_key` text NOT NULL,
	`discussed` integer DEFAULT false NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`session_id`, `point_key`),
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
