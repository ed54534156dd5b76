CREATE TABLE "ranking_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"rank" smallint NOT NULL,
	"user_id" bigint NOT NULL,
	"turnover_cents" bigint NOT NULL,
	"packet_cents" bigint NOT NULL,
	"pool_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_settlements" (
	"day" text PRIMARY KEY NOT NULL,
	"pool_cents" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_box_items" (
	"box_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	CONSTRAINT "reward_box_items_box_id_position_pk" PRIMARY KEY("box_id","position")
);
--> statement-breakpoint
CREATE TABLE "reward_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slot" text NOT NULL,
	"names" jsonb NOT NULL,
	"image" text NOT NULL,
	"value_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timed_box_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"slot" text NOT NULL,
	"period" text NOT NULL,
	"recharged_cents" bigint NOT NULL,
	"roll_id" bigint NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turntable_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"week" text NOT NULL,
	"prize" smallint NOT NULL,
	"cents" bigint NOT NULL,
	"roll_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_folds" (
	"day" text PRIMARY KEY NOT NULL,
	"folded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_opens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"tier" smallint NOT NULL,
	"day" text NOT NULL,
	"points" bigint NOT NULL,
	"roll_id" bigint NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_points" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_box_items" ADD CONSTRAINT "reward_box_items_box_id_reward_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."reward_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_box_items" ADD CONSTRAINT "reward_box_items_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_prizes_day_rank" ON "ranking_prizes" USING btree ("day","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_prizes_day_user" ON "ranking_prizes" USING btree ("day","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_boxes_kind_slot" ON "reward_boxes" USING btree ("kind","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "timed_box_draws_once" ON "timed_box_draws" USING btree ("user_id","slot","period");--> statement-breakpoint
CREATE INDEX "timed_box_draws_user_idx" ON "timed_box_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "turntable_spins_once_a_week" ON "turntable_spins" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "turntable_spins_user_idx" ON "turntable_spins" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_opens_once_a_day" ON "welfare_opens" USING btree ("user_id","tier","day");--> statement-breakpoint
CREATE INDEX "welfare_opens_user_idx" ON "welfare_opens" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_account_created_idx" ON "ledger" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "stakes_game_closed_idx" ON "stakes" USING btree ("game","closed_at");