CREATE TABLE "notification_counters" (
	"user_id" uuid NOT NULL,
	"store_code" text NOT NULL,
	"category" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_counters_user_id_store_code_category_pk" PRIMARY KEY("user_id","store_code","category"),
	CONSTRAINT "notification_counters_not_negative" CHECK ("notification_counters"."unread" >= 0 and "notification_counters"."total" >= "notification_counters"."unread")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_kind" text NOT NULL,
	"source_code" text NOT NULL,
	"category" text NOT NULL,
	"store_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"by_channel" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"category" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_preferences_user_id_channel_category_pk" PRIMARY KEY("user_id","channel","category")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_settings_language_known" CHECK ("notification_settings"."language" in ('id', 'en'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"store_code" text NOT NULL,
	"category" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_code" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"title_id" text NOT NULL,
	"body_id" text NOT NULL,
	"title_en" text NOT NULL,
	"body_en" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_source_kind_known" CHECK ("notifications"."source_kind" in ('EVENT', 'MANUAL'))
);
--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_source_idx" ON "notification_deliveries" USING btree ("source_kind","source_code","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_store_id_idx" ON "notifications" USING btree ("user_id","store_code","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_store_category_id_idx" ON "notifications" USING btree ("user_id","store_code","category","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","store_code","id" DESC NULLS LAST) WHERE "notifications"."read_at" is null;