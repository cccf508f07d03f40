ALTER TABLE "calendar_feeds" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "alarm" text DEFAULT 'none' NOT NULL;