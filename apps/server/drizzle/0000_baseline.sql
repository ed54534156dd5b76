CREATE TABLE "config_item" (
	"platform_id" bigint DEFAULT 1 NOT NULL,
	"item_key" text NOT NULL,
	"item_value" text NOT NULL,
	CONSTRAINT "config_item_platform_id_item_key_pk" PRIMARY KEY("platform_id","item_key")
);
