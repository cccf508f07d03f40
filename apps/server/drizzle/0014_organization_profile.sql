CREATE TYPE "public"."organization_type" AS ENUM('charity', 'community_group', 'social_enterprise', 'university', 'research_institute', 'public_body', 'company', 'other');--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "profile_type" "organization_type";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "profile_country" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "annual_budget_amount" numeric(16, 3);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "annual_budget_currency" text;