ALTER TABLE "applications" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "amount_awarded" numeric(16, 3);--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "decided_on" date;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "undo_of" uuid;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference" text;