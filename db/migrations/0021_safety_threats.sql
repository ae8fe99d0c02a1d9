CREATE TABLE `safety_threats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`found` text NOT NULL,
	`category` text NOT NULL,
	`severity` text NOT NULL,
	`unit` text NOT NULL,
	`owner_id` text,
	`due_date` text NOT NULL,
	`status` text DEFAULT 'abierta' NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`resolved_at` text,
	`due_mailed_at` text,
	`overdue_mailed_at` text,
	FOREIGN KEY (`session_id`) REFERENCES `presencial_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "safety_threats_category_check" CHECK("safety_threats"."category" in ('equipamiento','medicación','entorno','protocolos','comunicación y equipo','formación')),
	CONSTRAINT "safety_threats_severity_check" CHECK("safety_threats"."severity" in ('bajo','medio','alto','extremo')),
	CONSTRAINT "safety_threats_unit_check" CHECK("safety_threats"."unit" in ('Farmacia','UCI','Urgencias')),
	CONSTRAINT "safety_threats_status_check" CHECK("safety_threats"."status" in ('abierta','en curso','resuelta','descartada')),
	CONSTRAINT "safety_threats_due_check" CHECK("safety_threats"."due_date" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
);
--> statement-breakpoint
CREATE INDEX `safety_threats_session_idx` ON `safety_threats` (`session_id`);--> statement-breakpoint
CREATE INDEX `safety_threats_owner_idx` ON `safety_threats` (`owner_id`,`status`);--> statement-breakpoint
CREATE INDEX `safety_threats_due_idx` ON `safety_threats` (`status`,`due_date`);