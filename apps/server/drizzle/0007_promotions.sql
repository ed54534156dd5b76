CREATE TABLE "red_packet_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"packet_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"cents" bigint NOT NULL,
	"basis_cents" bigint,
	"roll_id" bigint,
	"seq" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packet_claims_positive" CHECK ("red_packet_claims"."cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"status" text DEFAULT 'active' NOT NULL,
	"amount_cents" bigint,
	"min_cents" bigint,
	"max_cents" bigint,
	"threshold_cents" bigint,
	"rate_basis_points" integer,
	"cap_cents" bigint,
	"vip_cents" jsonb,
	"activity_id" integer,
	"password" text,
	"count" integer,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"claimed_cents" bigint DEFAULT 0 NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "red_packets_split_within" CHECK ("red_packets"."claimed_count" <= coalesce("red_packets"."count", "red_packets"."claimed_count"))
);
--> statement-breakpoint
CREATE TABLE "task_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"task_id" text NOT NULL,
	"period" text NOT NULL,
	"cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festival_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"prize_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"price_cents" bigint NOT NULL,
	"turnover_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_year_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"prize" smallint NOT NULL,
	"cents" bigint NOT NULL,
	"roll_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"denominations_cents" bigint DEFAULT 0 NOT NULL,
	"discount_tenths" smallint DEFAULT 0 NOT NULL,
	"origin_condition_cents" bigint DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_value" CHECK (("coupons"."denominations_cents" > 0) <> ("coupons"."discount_tenths" > 0) and "coupons"."discount_tenths" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "exchange_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"coupon_id" integer,
	"coins_cents" bigint,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_codes_one_gift" CHECK (("exchange_codes"."coupon_id" is null) <> ("exchange_codes"."coins_cents" is null)),
	CONSTRAINT "exchange_codes_uses" CHECK ("exchange_codes"."uses" <= coalesce("exchange_codes"."max_uses", "exchange_codes"."uses"))
);
--> statement-breakpoint
CREATE TABLE "exchange_redemptions" (
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "player_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coupon_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_id" bigint,
	"bonus_cents" bigint,
	"used_at" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "red_packet_claims" ADD CONSTRAINT "red_packet_claims_packet_id_red_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."red_packets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD CONSTRAINT "exchange_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_redemptions" ADD CONSTRAINT "exchange_redemptions_code_exchange_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."exchange_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_coupons" ADD CONSTRAINT "player_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_packet_claims_once" ON "red_packet_claims" USING btree ("packet_id","user_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "red_packet_claims_seq" ON "red_packet_claims" USING btree ("packet_id","seq");--> statement-breakpoint
CREATE INDEX "red_packet_claims_user_idx" ON "red_packet_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_packets_password_idx" ON "red_packets" USING btree ("password") WHERE "red_packets"."password" is not null and "red_packets"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "red_packets_activity_idx" ON "red_packets" USING btree ("activity_id") WHERE "red_packets"."kind" = 'activity';--> statement-breakpoint
CREATE UNIQUE INDEX "task_claims_once" ON "task_claims" USING btree ("user_id","task_id","period");--> statement-breakpoint
CREATE INDEX "task_claims_user_idx" ON "task_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "festival_claims_once" ON "festival_claims" USING btree ("activity_id","prize_key","user_id");--> statement-breakpoint
CREATE INDEX "festival_claims_user_idx" ON "festival_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_year_draws_once_a_day" ON "new_year_draws" USING btree ("activity_id","user_id","day");--> statement-breakpoint
CREATE INDEX "new_year_draws_user_idx" ON "new_year_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "player_coupons_user_idx" ON "player_coupons" USING btree ("user_id","status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_coupons_order_idx" ON "player_coupons" USING btree ("order_id");