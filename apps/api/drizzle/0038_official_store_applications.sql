CREATE TABLE "official_store_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"brand_name" text NOT NULL,
	"trademark_number" text NOT NULL,
	"relationship" text NOT NULL,
	"submitted_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"term_start" timestamp with time zone,
	"term_end" timestamp with time zone,
	"reminder_30_sent_at" timestamp with time zone,
	"reminder_7_sent_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_store_applications_kind_known" CHECK ("official_store_applications"."kind" in ('UPGRADE', 'RENEWAL')),
	CONSTRAINT "official_store_applications_status_known" CHECK ("official_store_applications"."status" in ('IN_REVIEW', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "official_store_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"application_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_store_documents_kind_known" CHECK ("official_store_documents"."kind" in ('TRADEMARK_CERTIFICATE', 'BRAND_AUTHORISATION')),
	CONSTRAINT "official_store_documents_media_type_known" CHECK ("official_store_documents"."media_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "official_store_applications" ADD CONSTRAINT "official_store_applications_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_store_applications" ADD CONSTRAINT "official_store_applications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_store_applications" ADD CONSTRAINT "official_store_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_store_documents" ADD CONSTRAINT "official_store_documents_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_store_documents" ADD CONSTRAINT "official_store_documents_application_id_official_store_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."official_store_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_store_documents" ADD CONSTRAINT "official_store_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "official_store_applications_one_open" ON "official_store_applications" USING btree ("store_code") WHERE "official_store_applications"."status" = 'IN_REVIEW';--> statement-breakpoint
CREATE INDEX "official_store_applications_store_idx" ON "official_store_applications" USING btree ("store_code","submitted_at");--> statement-breakpoint
CREATE INDEX "official_store_applications_status_idx" ON "official_store_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "official_store_documents_application_idx" ON "official_store_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "official_store_documents_store_idx" ON "official_store_documents" USING btree ("store_code","created_at");