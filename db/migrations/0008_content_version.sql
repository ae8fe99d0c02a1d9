CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `content_version` (`id`, `version`) VALUES (1, 1);--> statement-breakpoint
CREATE TRIGGER `content_version_categories_insert` AFTER INSERT ON `categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_categories_update` AFTER UPDATE ON `categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_categories_delete` AFTER DELETE ON `categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenarios_insert` AFTER INSERT ON `scenarios` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenarios_update` AFTER UPDATE ON `scenarios` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenarios_delete` AFTER DELETE ON `scenarios` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_categories_insert` AFTER INSERT ON `scenario_categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_categories_update` AFTER UPDATE ON `scenario_categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_categories_delete` AFTER DELETE ON `scenario_categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_case_briefs_insert` AFTER INSERT ON `case_briefs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_case_briefs_update` AFTER UPDATE ON `case_briefs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_case_briefs_delete` AFTER DELETE ON `case_briefs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_case_resources_insert` AFTER INSERT ON `case_resources` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_case_resources_update` AFTER UPDATE ON `case_resources` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_case_resources_delete` AFTER DELETE ON `case_resources` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_steps_insert` AFTER INSERT ON `steps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_steps_update` AFTER UPDATE ON `steps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_steps_delete` AFTER DELETE ON `steps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_questions_insert` AFTER INSERT ON `questions` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_questions_update` AFTER UPDATE ON `questions` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_questions_delete` AFTER DELETE ON `questions` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_presencial_insert` AFTER INSERT ON `scenario_presencial` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_presencial_update` AFTER UPDATE ON `scenario_presencial` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_presencial_delete` AFTER DELETE ON `scenario_presencial` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_steps_insert` AFTER INSERT ON `scenario_steps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_steps_update` AFTER UPDATE ON `scenario_steps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_steps_delete` AFTER DELETE ON `scenario_steps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_items_insert` AFTER INSERT ON `scenario_items` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_items_update` AFTER UPDATE ON `scenario_items` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_items_delete` AFTER DELETE ON `scenario_items` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_variables_insert` AFTER INSERT ON `scenario_variables` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_variables_update` AFTER UPDATE ON `scenario_variables` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_variables_delete` AFTER DELETE ON `scenario_variables` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_rules_insert` AFTER INSERT ON `scenario_rules` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_rules_update` AFTER UPDATE ON `scenario_rules` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_rules_delete` AFTER DELETE ON `scenario_rules` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_checklist_insert` AFTER INSERT ON `scenario_checklist` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_checklist_update` AFTER UPDATE ON `scenario_checklist` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_version_scenario_checklist_delete` AFTER DELETE ON `scenario_checklist` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
