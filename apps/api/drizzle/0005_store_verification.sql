CREATE TABLE "identity_capture_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"store_code" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_capture_tokens_kind_known" CHECK ("identity_capture_tokens"."kind" in ('identity', 'selfie'))
);
--> statement-breakpoint
CREATE TABLE "identity_photos" (
	"store_code" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_photos_store_code_kind_pk" PRIMARY KEY("store_code","kind"),
	CONSTRAINT "identity_photos_kind_known" CHECK ("identity_photos"."kind" in ('identity', 'selfie')),
	CONSTRAINT "identity_photos_media_type_known" CHECK ("identity_photos"."media_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "identity_capture_tokens" ADD CONSTRAINT "identity_capture_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_capture_tokens" ADD CONSTRAINT "identity_capture_tokens_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_photos" ADD CONSTRAINT "identity_photos_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_photos" ADD CONSTRAINT "identity_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_capture_tokens_expires_at_idx" ON "identity_capture_tokens" USING btree ("expires_at");