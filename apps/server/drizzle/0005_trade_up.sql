CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"offered_bag_item_ids" jsonb NOT NULL,
	"value_cents" bigint NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"ladder" jsonb NOT NULL,
	"roll_id" bigint NOT NULL,
	"rung" integer NOT NULL,
	"prize_item_id" integer NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replace_stock" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "replace_stock_not_negative" CHECK ("replace_stock"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "replacements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"offered_bag_item_ids" jsonb NOT NULL,
	"bag_value_cents" bigint NOT NULL,
	"target_item_id" integer NOT NULL,
	"replace_price_cents" bigint NOT NULL,
	"lucky_bag_cents" bigint NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replace_stock" ADD CONSTRAINT "replace_stock_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "replacements_user_idx" ON "replacements" USING btree ("user_id","id");