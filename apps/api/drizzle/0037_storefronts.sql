CREATE TABLE "storefront_banner_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefronts" (
	"store_code" text PRIMARY KEY NOT NULL,
	"draft_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone,
	"published_sections" jsonb,
	"published_version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"catalog" jsonb DEFAULT '{"hiddenItemIds":[],"hiddenCategoryCodes":[],"categoryOrder":[]}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storefront_banner_images" ADD CONSTRAINT "storefront_banner_images_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_banner_images_store_idx" ON "storefront_banner_images" USING btree ("store_code");