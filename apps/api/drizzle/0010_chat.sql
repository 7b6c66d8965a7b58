CREATE TABLE "product_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"image_url" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_banned_words" (
	"word" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_blocked_image_hashes" (
	"sha256" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"inappropriate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"room_id" text NOT NULL,
	"client_message_id" text NOT NULL,
	"sender_type" text NOT NULL,
	"sender_user_id" uuid,
	"sender_name" text NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"image_id" uuid,
	"product" jsonb,
	"order_number" text,
	"sticker" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_client_message_id_unique" UNIQUE("store_code","room_id","client_message_id"),
	CONSTRAINT "chat_messages_kind_known" CHECK ("chat_messages"."kind" in ('text', 'image', 'product', 'order', 'sticker')),
	CONSTRAINT "chat_messages_sender_type_known" CHECK ("chat_messages"."sender_type" in ('CUSTOMER', 'SELLER'))
);
--> statement-breakpoint
CREATE TABLE "chat_mpp_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_mpp_chat_enabled" boolean DEFAULT false NOT NULL,
	"white_listed_mpp_sellers" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "chat_mpp_settings_single_row" CHECK ("chat_mpp_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "chat_pickup_point_assignments" (
	"user_id" uuid NOT NULL,
	"pickup_point_code" text NOT NULL,
	CONSTRAINT "chat_pickup_point_assignments_user_id_pickup_point_code_pk" PRIMARY KEY("user_id","pickup_point_code")
);
--> statement-breakpoint
CREATE TABLE "chat_review_reminder_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"item_id" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"reminded_by" uuid,
	"reminder_message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_review_reminder_products_unique" UNIQUE("store_code","order_number","item_id")
);
--> statement-breakpoint
CREATE TABLE "chat_review_reminder_quotas" (
	"store_code" text PRIMARY KEY NOT NULL,
	"available_quota" integer NOT NULL,
	CONSTRAINT "chat_review_reminder_quota_not_negative" CHECK ("chat_review_reminder_quotas"."available_quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"store_code" text NOT NULL,
	"room_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"pickup_point_code" text,
	"updated_date" timestamp with time zone NOT NULL,
	"sender_type" text NOT NULL,
	"last_text_body" text DEFAULT '' NOT NULL,
	"last_text_label" text DEFAULT 'text' NOT NULL,
	"has_been_read" boolean DEFAULT true NOT NULL,
	"has_been_read_by_customer" boolean DEFAULT true NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_store_code_room_id_pk" PRIMARY KEY("store_code","room_id"),
	CONSTRAINT "chat_rooms_sender_type_known" CHECK ("chat_rooms"."sender_type" in ('CUSTOMER', 'SELLER')),
	CONSTRAINT "chat_rooms_unread_count_not_negative" CHECK ("chat_rooms"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_store_mpp_flags" (
	"store_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_store_code_room_id_chat_rooms_store_code_room_id_fk" FOREIGN KEY ("store_code","room_id") REFERENCES "public"."chat_rooms"("store_code","room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pickup_point_assignments" ADD CONSTRAINT "chat_pickup_point_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pickup_point_assignments" ADD CONSTRAINT "chat_pickup_point_assignments_pickup_point_code_pickup_points_code_fk" FOREIGN KEY ("pickup_point_code") REFERENCES "public"."pickup_points"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_review_reminder_products" ADD CONSTRAINT "chat_review_reminder_products_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_review_reminder_products" ADD CONSTRAINT "chat_review_reminder_products_reminded_by_users_id_fk" FOREIGN KEY ("reminded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_review_reminder_quotas" ADD CONSTRAINT "chat_review_reminder_quotas_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_pickup_point_code_pickup_points_code_fk" FOREIGN KEY ("pickup_point_code") REFERENCES "public"."pickup_points"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_store_mpp_flags" ADD CONSTRAINT "chat_store_mpp_flags_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_templates" ADD CONSTRAINT "chat_templates_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_items_store_idx" ON "product_items" USING btree ("store_code");--> statement-breakpoint
CREATE INDEX "chat_images_store_idx" ON "chat_images" USING btree ("store_code");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("store_code","room_id","id");--> statement-breakpoint
CREATE INDEX "chat_review_reminder_products_store_idx" ON "chat_review_reminder_products" USING btree ("store_code","delivered_at");--> statement-breakpoint
CREATE INDEX "chat_rooms_store_updated_idx" ON "chat_rooms" USING btree ("store_code","updated_date","room_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_customer_idx" ON "chat_rooms" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "chat_templates_store_idx" ON "chat_templates" USING btree ("store_code","position");