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
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_inviter_idx" ON "users" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "real_name_attempts_user_idx" ON "real_name_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "verify_codes_mobile_idx" ON "verify_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "verify_codes_ip_idx" ON "verify_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "avatar_uploads_status_idx" ON "avatar_uploads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_lookup_idx" ON "articles" USING btree ("platform_id","type","locale");--> statement-breakpoint
CREATE INDEX "banners_platform_idx" ON "banners" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "ledger_user_currency_idx" ON "ledger" USING btree ("user_id","currency","id");