CREATE TABLE `presencial_reflections` (
	`session_id` text NOT NULL,
	`user_id` text NOT NULL,
	`went_well` text,
	`would_change` text,
	`confidence_before` integer,
	`confidence_after` integer,
	`dismissed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`session_id`, `user_id`),
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "presencial_reflections_before_check" CHECK("presencial_reflections"."confidence_before" is null or "presencial_reflections"."confidence_before" between 1 and 5),
	CONSTRAINT "presencial_reflections_after_check" CHECK("presencial_reflections"."confidence_after" is null or "presencial_reflections"."confidence_after" between 1 and 5),
	CONSTRAINT "presencial_reflections_well_check" CHECK("presencial_reflections"."went_well" is null or length("presencial_reflections"."went_well") <= 2000),
	CONSTRAINT "presencial_reflections_change_check" CHECK("presencial_reflections"."would_change" is null or length("presencial_reflections"."would_change") <= 2000)
);
--> statement-breakpoint
CREATE INDEX `presencial_reflections_user_idx` ON `presencial_reflections` (`user_id`);