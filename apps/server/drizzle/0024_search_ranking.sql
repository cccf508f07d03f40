-- Search ranked by relevance (decision 034). Each search vector is weighted, so ts_rank puts a
-- match in an application's title or reference (A) above one in its funder's name (B) or its
-- programme (C), and a project's name (A) above its summary (B). The GIN indexes start with
-- organization_id (btree_gin, migration 0011): a search reads its organisation's matches only.
DROP INDEX "projects_search_idx";--> statement-breakpoint
DROP INDEX "applications_search_idx";--> statement-breakpoint
ALTER TABLE "projects" drop column "search";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(summary, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "projects_org_search_idx" ON "projects" USING gin ("organization_id","search");--> statement-breakpoint
-- The triggers of migration 0022 call this function: replacing it changes what they write.
CREATE OR REPLACE FUNCTION application_search_vector(title text, programme text, reference text, funder_name text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(title, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(regexp_replace(reference, '[^[:alnum:]]+', ' ', 'g'), '')), 'A')
    || setweight(to_tsvector('simple', coalesce(funder_name, '')), 'B')
    || setweight(to_tsvector('simple', coalesce(programme, '')), 'C')
$$;
--> statement-breakpoint
UPDATE applications SET search = application_search_vector(applications.title, applications.programme,
  applications.reference, (SELECT name FROM funders WHERE funders.id = applications.funder_id));--> statement-breakpoint
CREATE INDEX "applications_org_search_idx" ON "applications" USING gin ("organization_id","search");
