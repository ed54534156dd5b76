CREATE TABLE "roll_participants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"roll_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roll_prizes" (
	"roll_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"source" text NOT NULL,
	"bag_item_id" bigint,
	"state" text DEFAULT 'held' NOT NULL,
	"winner_id" bigint,
	"ticket" integer,
	"draw_position" integer,
	CONSTRAINT "roll_prizes_roll_id_position_pk" PRIMARY KEY("roll_id","position")
);
--> statement-breakpoint
CREATE TABLE "roll_rooms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"creator_id" bigint,
	"name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"password_hash" text,
	"recharge_min_cents" bigint,
	"recharge_since" timestamp with time zone,
	"vip_level" smallint,
	"cap" integer NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"draw_after_join_seconds" integer,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"public_seed" text,
	"prize_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lucky_tries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"chance_percent" smallint NOT NULL,
	"target_price_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"roll_id" bigint NOT NULL,
	"won" boolean NOT NULL,
	"bag_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roll_participants" ADD CONSTRAINT "roll_participants_roll_id_roll_rooms_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."roll_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_prizes" ADD CONSTRAINT "roll_prizes_roll_id_roll_rooms_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."roll_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roll_participants_user_idx" ON "roll_participants" USING btree ("roll_id","user_id");--> statement-breakpoint
CREATE INDEX "roll_participants_player_idx" ON "roll_participants" USING btree ("user_id","roll_id");--> statement-breakpoint
CREATE INDEX "roll_prizes_winner_idx" ON "roll_prizes" USING btree ("winner_id");--> statement-breakpoint
CREATE INDEX "roll_rooms_status_draw_idx" ON "roll_rooms" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "roll_rooms_drawn_idx" ON "roll_rooms" USING btree ("drawn_at");--> statement-breakpoint
CREATE INDEX "lucky_tries_user_idx" ON "lucky_tries" USING btree ("user_id","id");