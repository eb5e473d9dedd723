CREATE UNIQUE INDEX "employee_enterprise_id_phone_uq" ON "employee" USING btree ("enterprise_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "role_enterprise_id_name_uq" ON "role" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_item_enterprise_id_system_id_type_name_uq" ON "dict_item" USING btree ("enterprise_id","system_id","type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturer_enterprise_id_system_id_name_uq" ON "manufacturer" USING btree ("enterprise_id","system_id","name");