CREATE TABLE "payment_notifications" (
	"provider" text NOT NULL,
	"notify_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_provider_notify_id_pk" PRIMARY KEY("provider","notify_id")
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_provider_order_idx" ON "recharge_orders" USING btree ("provider","provider_order_id");