ALTER TABLE `attempts` ADD `unit` text;--> statement-breakpoint
ALTER TABLE `presencial_participants` ADD `unit` text;--> statement-breakpoint
-- Backfill: the unit a person had when each attempt started is the "before" of the first change of unit logged after it (an administrator's change, audited), else today's.
UPDATE `attempts` SET `unit` = coalesce(
  (SELECT json_extract(l.details, '$.antes.unidad') FROM `audit_log` l
    WHERE l.target_user_id = `attempts`.`user_id` AND l.action = 'account.updated' AND l.at > `attempts`.`started_at` ORDER BY l.id LIMIT 1),
  (SELECT p.unidad FROM `profiles` p WHERE p.id = `attempts`.`user_id`));--> statement-breakpoint
UPDATE `presencial_participants` SET `unit` = coalesce(
  (SELECT json_extract(l.details, '$.antes.unidad') FROM `audit_log` l
    WHERE l.target_user_id = `presencial_participants`.`user_id` AND l.action = 'account.updated'
      AND l.at > (SELECT s.created_at FROM `presencial_sessions` s WHERE s.id = `presencial_participants`.`session_id`) ORDER BY l.id LIMIT 1),
  (SELECT p.unidad FROM `profiles` p WHERE p.id = `presencial_participants`.`user_id`))
WHERE `user_id` IS NOT NULL;
