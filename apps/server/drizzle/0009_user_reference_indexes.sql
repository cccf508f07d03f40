CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "application_status_history_changed_by_idx" ON "application_status_history" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "application_tasks_assignee_idx" ON "application_tasks" USING btree ("assignee_user_id");--> statement-breakpoint
CREATE INDEX "deadline_reminders_recipient_idx" ON "deadline_reminders" USING btree ("recipient_id");