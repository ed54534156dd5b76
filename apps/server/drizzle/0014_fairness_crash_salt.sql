ALTER TABLE "crash_chains" ADD COLUMN "salt_source" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_salt_announced" CHECK ("crash_chains"."salt" IS NULL OR ("crash_chains"."salt_source" IS NOT NULL AND "crash_chains"."salted_at" IS NOT NULL));