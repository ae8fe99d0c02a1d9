ALTER TABLE `attempts` ADD `pass_mark` integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE `attempts` ADD `critical_ids` text;--> statement-breakpoint
ALTER TABLE `attempts` ADD `critical_failed` integer;--> statement-breakpoint
ALTER TABLE `scenarios` ADD `pass_mark` integer DEFAULT 70 NOT NULL;--> statement-breakpoint
-- Attempts still open fix their questions now, from the live rows their role sees, so that closing them reads their own rows (decision 0035).
UPDATE `attempts` SET
  `total_count` = (select count(*) from questions q join steps s on s.id = q.step_id where s.scenario_id = attempts.scenario_id and (json_array_length(s.roles) = 0 or exists (select 1 from json_each(s.roles) where value = attempts.role)) and (json_array_length(q.roles) = 0 or exists (select 1 from json_each(q.roles) where value = attempts.role))),
  `critical_ids` = (select json_group_array(q.id) from questions q join steps s on s.id = q.step_id where s.scenario_id = attempts.scenario_id and q.is_critical = 1 and (json_array_length(s.roles) = 0 or exists (select 1 from json_each(s.roles) where value = attempts.role)) and (json_array_length(q.roles) = 0 or exists (select 1 from json_each(q.roles) where value = attempts.role)))
WHERE `finished_at` IS NULL;
