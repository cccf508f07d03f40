-- btree_gin lets one GIN index start with organization_id, as every index here does (a search reads
-- its own organisation's entries only). It ships with PostgreSQL's contrib modules and PGlite.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TYPE "public"."document_file_type" AS ENUM('pdf', 'docx', 'text', 'markdown');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('call_for_proposals', 'guidelines', 'narrative', 'budget', 'report', 'letter', 'other');--> statement-breakpoint
CREATE TYPE "public"."extraction_problem" AS ENUM('encrypted', 'no_text', 'damaged', 'too_large', 'timeout');--> statement-breakpoint
CREATE TYPE "public"."extraction_state" AS ENUM('processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "document_pages" (
	"version_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', left(text, 300000))) STORED
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_type" "document_file_type" NOT NULL,
	"mime_type" text NOT NULL,
	"encoding" text,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" "extraction_state" DEFAULT 'processing' NOT NULL,
	"problem" "extraction_problem",
	"problem_message" text,
	"page_count" integer,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"extracted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "document_kind" DEFAULT 'other' NOT NULL,
	"project_id" uuid,
	"application_id" uuid,
	"current_version_id" uuid,
	"created_by" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_pages" ADD CONSTRAINT "document_pages_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_pages" ADD CONSTRAINT "document_pages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_current_version_id_document_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."document_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "document_pages_version_number_unique" ON "document_pages" USING btree ("version_id","number");--> statement-breakpoint
CREATE INDEX "document_pages_org_search_idx" ON "document_pages" USING gin ("organization_id","search");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_unique" ON "document_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE INDEX "document_versions_org_sha_idx" ON "document_versions" USING btree ("organization_id","sha256");--> statement-breakpoint
CREATE INDEX "document_versions_processing_idx" ON "document_versions" USING btree ("uploaded_at") WHERE state = 'processing';--> statement-breakpoint
CREATE INDEX "documents_org_updated_idx" ON "documents" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_org_project_idx" ON "documents" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX "documents_org_application_idx" ON "documents" USING btree ("organization_id","application_id");--> statement-breakpoint
CREATE INDEX "documents_deleted_idx" ON "documents" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "documents_org_name_search_idx" ON "documents" USING gin ("organization_id","name_search");