CREATE TABLE `command_guards` (
	`session_id` text PRIMARY KEY NOT NULL,
	`ok` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "command_guards_ok" CHECK("command_guards"."ok" = 1)
);
