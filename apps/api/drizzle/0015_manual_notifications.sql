CREATE TABLE "manual_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"link" text,
	"content" jsonb NOT NULL,
	"audience_type" text NOT NULL,
	"audience_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivery_id" text,
	"recipients" integer,
	"by_channel" jsonb,
	"failure_reason" text,
	"copied_from" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "manual_notifications_status_known" CHECK ("manual_notifications"."status" in ('DRAFT', 'SCHEDULED', 'SENT', 'FAILED', 'CANCELLED')),
	CONSTRAINT "manual_notifications_audience_type_known" CHECK ("manual_notifications"."audience_type" in ('ALL', 'STORE_CODES', 'BUSINESS_TYPES')),
	CONSTRAINT "manual_notifications_scheduled_has_time" CHECK ("manual_notifications"."status" <> 'SCHEDULED' or "manual_notifications"."scheduled_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "manual_notifications" ADD CONSTRAINT "manual_notifications_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_notifications" ADD CONSTRAINT "manual_notifications_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_notifications_created_idx" ON "manual_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "manual_notifications_due_idx" ON "manual_notifications" USING btree ("scheduled_at") WHERE "manual_notifications"."status" = 'SCHEDULED' and "manual_notifications"."claimed_at" is null;