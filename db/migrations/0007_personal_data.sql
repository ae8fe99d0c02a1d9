ALTER TABLE `profiles` ADD `deletion_requested_at` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `erased_at` text;