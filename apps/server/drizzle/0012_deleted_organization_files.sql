CREATE TABLE "deleted_organization_files" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "remember_deleted_organization_files"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deleted_organization_files" ("organization_id") VALUES (OLD."id") ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "organizations_remember_files" AFTER DELETE ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION "remember_deleted_organization_files"();
