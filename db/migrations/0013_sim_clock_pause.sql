ALTER TABLE `presencial_sessions` ADD `paused_at` text;--> statement-breakpoint
ALTER TABLE `presencial_sessions` ADD `paused_ms` integer DEFAULT 0 NOT NULL;