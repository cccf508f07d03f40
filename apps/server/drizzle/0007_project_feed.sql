ALTER TABLE "activity_log" ADD COLUMN "project_id" uuid;--> statement-breakpoint
CREATE INDEX "activity_log_project_idx" ON "activity_log" USING btree ("organization_id","project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Entries written before: a project's own, and those of applications linked to a project now
-- (their earlier projects were not recorded; entries of deleted applications stay out).
UPDATE "activity_log" SET "project_id" = "entity_id"::uuid
  WHERE "entity_type" = 'project' AND "entity_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
UPDATE "activity_log" AS entry SET "project_id" = application."project_id"
  FROM "applications" AS application
  WHERE entry."entity_type" = 'application' AND application."id"::text = entry."entity_id"
    AND application."project_id" IS NOT NULL;
