ALTER TABLE "applications" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference" text;