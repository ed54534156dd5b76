CREATE TABLE "spread_boxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"roll_id" bigint,
	"bag_item_id" bigint,
	"price_cents" bigint
);
--> statement-breakpoint
CREATE TABLE "spread_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"recharge_reference" text NOT NULL,
	"recharge_cents" bigint NOT NULL,
	"basis_points" integer NOT NULL,
	"reward_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spread_rewards_not_negative" CHECK ("spread_rewards"."reward_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserve_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"box_id" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserve_signups" (
	"event_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "reserve_signups_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pending" jsonb,
	"pending_from" timestamp with time zone,
	"paused_until" timestamp with time zone,
	"pause_kind" text,
	"reminder_minutes" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reserve_signups" ADD CONSTRAINT "reserve_signups_event_id_reserve_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."reserve_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spread_boxes_invitee_idx" ON "spread_boxes" USING btree ("inviter_id","invitee_id");--> statement-breakpoint
CREATE INDEX "spread_boxes_unopened_idx" ON "spread_boxes" USING btree ("inviter_id","id") WHERE "spread_boxes"."opened_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "spread_rewards_recharge_idx" ON "spread_rewards" USING btree ("recharge_reference");--> statement-breakpoint
CREATE INDEX "spread_rewards_inviter_idx" ON "spread_rewards" USING btree ("inviter_id","invitee_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_user_idx" ON "support_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reserve_signups_user_idx" ON "reserve_signups" USING btree ("user_id");