CREATE TABLE "free_case_opens" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"roll_id" bigint NOT NULL,
	"bag_item_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_case_opens_user_id_day_pk" PRIMARY KEY("user_id","day")
);
