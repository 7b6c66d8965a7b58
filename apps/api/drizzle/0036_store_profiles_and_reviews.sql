CREATE TABLE "store_profiles" (
	"store_code" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"business_type" text,
	"npwp_number" text,
	"owner_name" text,
	"owner_ktp_number" text,
	"logo" "bytea",
	"logo_media_type" text,
	"logo_size_bytes" integer,
	"logo_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_profiles_business_type_known" CHECK ("store_profiles"."business_type" is null or "store_profiles"."business_type" in ('INDIVIDUAL', 'CV', 'PT')),
	CONSTRAINT "store_profiles_logo_media_type_known" CHECK ("store_profiles"."logo_media_type" is null or "store_profiles"."logo_media_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "store_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_reviews_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"store_code" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"submitted_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_reviews_kind_known" CHECK ("store_reviews"."kind" in ('STORE_DATA_CHANGE', 'ONBOARDING')),
	CONSTRAINT "store_reviews_status_known" CHECK ("store_reviews"."status" in ('WAITING', 'APPROVED', 'REJECTED', 'NEED_REVISION'))
);
--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_reviews" ADD CONSTRAINT "store_reviews_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_reviews" ADD CONSTRAINT "store_reviews_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_reviews" ADD CONSTRAINT "store_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_reviews_one_waiting_per_kind" ON "store_reviews" USING btree ("store_code","kind") WHERE "store_reviews"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "store_reviews_status_seq_idx" ON "store_reviews" USING btree ("status","seq");--> statement-breakpoint
CREATE INDEX "store_reviews_store_kind_seq_idx" ON "store_reviews" USING btree ("store_code","kind","seq");