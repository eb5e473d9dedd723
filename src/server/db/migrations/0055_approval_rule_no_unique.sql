DROP INDEX "approval_rule_enterprise_id_employee_id_uq";--> statement-breakpoint
DROP INDEX "approval_rule_enterprise_id_role_id_uq";