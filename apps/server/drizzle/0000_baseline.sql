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
	"invitation_code" text NOT NULL,
	"invitation_code_changed" boolean DEFAULT false NOT NULL,
	"spread_code" text,
	"spread_code_changed" boolean DEFAULT false NOT NULL,
	"inviter_id" bigint,
	"real_name" text,
	"id_number" text,
	"reserve_status" smallint DEFAULT 1 NOT NULL,
	"register_packet_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_unique" UNIQUE("account"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_invitation_code_unique" UNIQUE("invitation_code")
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
CREATE INDEX "ledger_user_currency_idx" ON "ledger" USING btree ("user_id","currency","id");