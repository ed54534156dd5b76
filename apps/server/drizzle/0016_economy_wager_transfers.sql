CREATE TABLE "wager_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_user_id" bigint NOT NULL,
	"to_user_id" bigint NOT NULL,
	"cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wager_transfers_positive" CHECK ("wager_transfers"."cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wager_transfers_move_idx" ON "wager_transfers" USING btree ("reference","from_user_id","to_user_id");--> statement-breakpoint
CREATE INDEX "wager_transfers_from_idx" ON "wager_transfers" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "wager_transfers_to_idx" ON "wager_transfers" USING btree ("to_user_id");