CREATE TABLE "deadline_reminders" (
	"application_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"recipient_id" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_reminders_application_id_days_before_deadline_at_pk" PRIMARY KEY("application_id","days_before","deadline_at")
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_open_deadline_idx" ON "applications" USING btree ("deadline_at") WHERE "applications"."status" in ('prospect', 'drafting', 'submitted', 'under_review');