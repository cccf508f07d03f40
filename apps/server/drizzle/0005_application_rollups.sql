CREATE TABLE "application_rollups" (
	"organization_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"currency" text NOT NULL,
	"decided_quarter" date,
	"applications" integer NOT NULL,
	"requested" numeric NOT NULL,
	"awarded" numeric NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_org_updated_idx";--> statement-breakpoint
DROP INDEX "projects_org_updated_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "application_rollups_key" ON "application_rollups" USING btree ("organization_id","status","currency",coalesce("decided_quarter", '0001-01-01'::date));--> statement-breakpoint
CREATE INDEX "applications_org_updated_idx" ON "applications" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_org_updated_idx" ON "projects" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Keeps application_rollups in step with applications: statement-level triggers read the
-- statement's transition tables, so a bulk insert touches each rollup row once. An update
-- takes the old rows out and puts the new ones in; rows that fall to zero are removed.
CREATE FUNCTION application_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_rollups AS r (organization_id, status, currency, decided_quarter, applications, requested, awarded)
      SELECT organization_id, status, currency, date_trunc('quarter', decided_on)::date,
             count(*), coalesce(sum(amount_requested), 0), coalesce(sum(amount_awarded), 0)
      FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (organization_id, status, currency, coalesce(decided_quarter, '0001-01-01'::date)) DO UPDATE
      SET applications = r.applications + excluded.applications, requested = r.requested + excluded.requested, awarded = r.awarded + excluded.awarded;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_rollups AS r (organization_id, status, currency, decided_quarter, applications, requested, awarded)
      SELECT organization_id, status, currency, date_trunc('quarter', decided_on)::date,
             -count(*), -coalesce(sum(amount_requested), 0), -coalesce(sum(amount_awarded), 0)
      FROM old_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (organization_id, status, currency, coalesce(decided_quarter, '0001-01-01'::date)) DO UPDATE
      SET applications = r.applications + excluded.applications, requested = r.requested + excluded.requested, awarded = r.awarded + excluded.awarded;
    DELETE FROM application_rollups WHERE applications = 0 AND organization_id IN (SELECT organization_id FROM old_rows);
  ELSE
    INSERT INTO application_rollups AS r (organization_id, status, currency, decided_quarter, applications, requested, awarded)
      SELECT organization_id, status, currency, quarter, sum(n), sum(requested), sum(awarded)
      FROM (
        SELECT organization_id, status, currency, date_trunc('quarter', decided_on)::date AS quarter,
               -1 AS n, -coalesce(amount_requested, 0) AS requested, -coalesce(amount_awarded, 0) AS awarded
        FROM old_rows
        UNION ALL
        SELECT organization_id, status, currency, date_trunc('quarter', decided_on)::date,
               1, coalesce(amount_requested, 0), coalesce(amount_awarded, 0)
        FROM new_rows
      ) AS delta
      GROUP BY 1, 2, 3, 4
    ON CONFLICT (organization_id, status, currency, coalesce(decided_quarter, '0001-01-01'::date)) DO UPDATE
      SET applications = r.applications + excluded.applications, requested = r.requested + excluded.requested, awarded = r.awarded + excluded.awarded;
    DELETE FROM application_rollups WHERE applications = 0 AND organization_id IN (SELECT organization_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_rollup_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER applications_rollup_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER applications_rollup_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_rollups_apply();
--> statement-breakpoint
INSERT INTO application_rollups (organization_id, status, currency, decided_quarter, applications, requested, awarded)
  SELECT organization_id, status, currency, date_trunc('quarter', decided_on)::date,
         count(*), coalesce(sum(amount_requested), 0), coalesce(sum(amount_awarded), 0)
  FROM applications GROUP BY 1, 2, 3, 4;
