ALTER TABLE "users" ADD COLUMN "real_name_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_number_unique" ON "users" USING btree ("id_number");