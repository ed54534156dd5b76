CREATE TABLE "config_item" (
	"platform_id" bigint DEFAULT 1 NOT NULL,
	"item_key" text NOT NULL,
	"item_value" text NOT NULL,
	CONSTRAINT "config_item_platform_id_item_key_pk" PRIMARY KEY("platform_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"mobile" text,
	"password_hash" text NOT NULL,
	"nick_name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"avatar_frame" text DEFAULT '' NOT NULL,
	"avatar_status" smallint,
	"platform_id" bigint DEFAULT 1 NOT NULL,
	"channel_code" text DEFAULT '' NOT NULL,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"vip_growth" bigint DEFAULT 0 NOT NULL,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"steam_url" text,
	"spread_code" text NOT NULL,
	"spread_code_changed" boolean DEFAULT false NOT NULL,
	"invitation_code" text,
	"invitation_code_changed" boolean DEFAULT false NOT NULL,
	"inviter_id" bigint,
	"real_name" text,
	"id_number" text,
	"reserve_status" smallint DEFAULT 1 NOT NULL,
	"register_packet_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_unique" UNIQUE("account"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_spread_code_unique" UNIQUE("spread_code")
);
--> statement-breakpoint
CREATE TABLE "real_name_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"passed" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"target_x" smallint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"text" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "avatar_frames" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "avatar_frames_image_unique" UNIQUE("image")
);
--> statement-breakpoint
CREATE TABLE "avatar_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"image" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "avatars_image_unique" UNIQUE("image")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"template" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_awards" (
	"day" smallint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"sign_date" text NOT NULL,
	"streak" integer NOT NULL,
	"day" smallint NOT NULL,
	"kind" text NOT NULL,
	"cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sticker_reward_claims" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stickers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stickers_image_unique" UNIQUE("image")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "user_stickers" (
	"user_id" bigint NOT NULL,
	"sticker_id" bigint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "user_stickers_user_id_sticker_id_pk" PRIMARY KEY("user_id","sticker_id")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"threshold" bigint NOT NULL,
	"reward" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_reward_claims" (
	"user_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_reward_claims_user_id_level_pk" PRIMARY KEY("user_id","level")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform_id" bigint DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform_id" bigint DEFAULT 1 NOT NULL,
	"channel_code" text DEFAULT '' NOT NULL,
	"client_platform" smallint DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_bg_images" (
	"type" smallint NOT NULL,
	"goods_level" smallint NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "goods_bg_images_type_goods_level_pk" PRIMARY KEY("type","goods_level")
);
--> statement-breakpoint
CREATE TABLE "module_switches" (
	"platform_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" smallint NOT NULL,
	CONSTRAINT "module_switches_platform_id_name_pk" PRIMARY KEY("platform_id","name")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"site_url" text PRIMARY KEY NOT NULL,
	"platform_id" bigint NOT NULL,
	"channel_code" text NOT NULL,
	"key_word" text DEFAULT '' NOT NULL,
	"show_name" text
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "balances_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "balances_not_negative" CHECK ("balances"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"cents" bigint NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cs2_id" integer NOT NULL,
	"exterior" text,
	"names" jsonb NOT NULL,
	"quality" text NOT NULL,
	"rarity_color" text NOT NULL,
	"category" text NOT NULL,
	"image" text NOT NULL,
	"model_price_cents" bigint NOT NULL,
	"override_price_cents" bigint
);
--> statement-breakpoint
CREATE TABLE "box_items" (
	"box_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	CONSTRAINT "box_items_box_id_position_pk" PRIMARY KEY("box_id","position")
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"category" text NOT NULL,
	"names" jsonb NOT NULL,
	"cs2_case_id" integer NOT NULL,
	"image" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"box_id" integer NOT NULL,
	"box_type" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"roll_id" bigint NOT NULL,
	"box_price_cents" bigint NOT NULL,
	"item_price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rolls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"game" text NOT NULL,
	"nonce" integer NOT NULL,
	"cursor" integer NOT NULL,
	"ticket" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bag_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bag_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"state" text DEFAULT 'bag' NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"trade_link" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_codes" (
	"card_no" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"batch" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bonus_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"stock" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_inviter_idx" ON "users" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "real_name_attempts_user_idx" ON "real_name_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "verify_codes_mobile_idx" ON "verify_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "verify_codes_ip_idx" ON "verify_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "avatar_uploads_status_idx" ON "avatar_uploads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_records_user_date" ON "signin_records" USING btree ("user_id","sign_date");--> statement-breakpoint
CREATE INDEX "articles_lookup_idx" ON "articles" USING btree ("platform_id","type","locale");--> statement-breakpoint
CREATE INDEX "banners_platform_idx" ON "banners" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "ledger_user_currency_idx" ON "ledger" USING btree ("user_id","currency","id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_skin_exterior" ON "catalogue_items" USING btree ("cs2_id",coalesce("exterior", ''));--> statement-breakpoint
CREATE INDEX "catalogue_items_quality_idx" ON "catalogue_items" USING btree ("quality");--> statement-breakpoint
CREATE INDEX "boxes_type_category_idx" ON "boxes" USING btree ("type","category");--> statement-breakpoint
CREATE INDEX "open_records_user_idx" ON "open_records" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "rolls_user_idx" ON "rolls" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_one_active" ON "seed_pairs" USING btree ("user_id") WHERE "seed_pairs"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "bag_events_user_idx" ON "bag_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bag_items_user_state_idx" ON "bag_items" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","id");