CREATE TABLE "stakes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"cents" bigint NOT NULL,
	"game" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stakes_positive" CHECK ("stakes"."cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"stake_cents" bigint NOT NULL,
	"stake_id" bigint,
	"auto_cash_out" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"cashed_out_at" integer,
	"payout_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_bets_stake_positive" CHECK ("crash_bets"."stake_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"terminal_hash" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chains_terminal_hash_unique" UNIQUE("terminal_hash")
);
--> statement-breakpoint
CREATE TABLE "crash_hashes" (
	"chain_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"commitment" text NOT NULL,
	"crash_point" integer NOT NULL,
	"house_edge" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "battle_drops" (
	"battle_id" bigint NOT NULL,
	"round" smallint NOT NULL,
	"seat" smallint NOT NULL,
	"box_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"ticket" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"taken_by_seat" smallint,
	"bag_item_id" bigint,
	CONSTRAINT "battle_drops_battle_id_round_seat_pk" PRIMARY KEY("battle_id","round","seat")
);
--> statement-breakpoint
CREATE TABLE "battle_seats" (
	"battle_id" bigint NOT NULL,
	"seat" smallint NOT NULL,
	"user_id" bigint NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"user_code" text NOT NULL,
	"stake_id" bigint,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"won_cents" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "battle_seats_battle_id_seat_pk" PRIMARY KEY("battle_id","seat")
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"creator_id" bigint NOT NULL,
	"seat_count" smallint NOT NULL,
	"round_box_ids" jsonb NOT NULL,
	"seat_cost_cents" bigint NOT NULL,
	"password_hash" text,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"public_seed" text,
	"winner_seat" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"dissolve_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "stake_id" bigint;--> statement-breakpoint
ALTER TABLE "battle_drops" ADD CONSTRAINT "battle_drops_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stakes_game_reference_idx" ON "stakes" USING btree ("game","reference");--> statement-breakpoint
CREATE INDEX "stakes_user_idx" ON "stakes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_user_idx" ON "crash_bets" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "crash_bets_user_idx" ON "crash_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_hashes_position_idx" ON "crash_hashes" USING btree ("chain_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_position_idx" ON "crash_rounds" USING btree ("chain_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_one_open_idx" ON "crash_rounds" USING btree ("status") WHERE "crash_rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "battle_seats_user_idx" ON "battle_seats" USING btree ("battle_id","user_id");--> statement-breakpoint
CREATE INDEX "battle_seats_player_idx" ON "battle_seats" USING btree ("user_id","battle_id");--> statement-breakpoint
CREATE INDEX "battles_status_idx" ON "battles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "battles_ended_idx" ON "battles" USING btree ("ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_stake_refund_idx" ON "ledger" USING btree ("stake_id") WHERE "ledger"."kind" = 'stake.refund';--> statement-breakpoint
ALTER TABLE "mall_goods" DROP COLUMN "price_cents";