CREATE TABLE "product_bulk_process_notes" (
	"process_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"item_id" text,
	"price_text" text DEFAULT '' NOT NULL,
	"stock_text" text DEFAULT '' NOT NULL,
	"error_code" text NOT NULL,
	CONSTRAINT "product_bulk_process_notes_process_id_row_number_pk" PRIMARY KEY("process_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "product_bulk_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea",
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"succeeded_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_bulk_processes_status_known" CHECK ("product_bulk_processes"."status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"catalog_code" text NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"item_id" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"reply_edited_at" timestamp with time zone,
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "category_code" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "sold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_bulk_process_notes" ADD CONSTRAINT "product_bulk_process_notes_process_id_product_bulk_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."product_bulk_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bulk_processes" ADD CONSTRAINT "product_bulk_processes_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_item_id_product_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."product_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_bulk_processes_status_idx" ON "product_bulk_processes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_categories_catalog_idx" ON "product_categories" USING btree ("catalog_code","position");--> statement-breakpoint
CREATE INDEX "product_reviews_store_created_idx" ON "product_reviews" USING btree ("store_code","created_at");--> statement-breakpoint
CREATE INDEX "product_items_store_updated_idx" ON "product_items" USING btree ("store_code","updated_at","item_id");--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_stock_not_negative" CHECK ("product_items"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_price_positive" CHECK ("product_items"."price" > 0);