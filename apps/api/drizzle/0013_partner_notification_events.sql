CREATE TABLE "notification_event_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_code" text NOT NULL,
	"event_id" text,
	"store_count" integer NOT NULL,
	"recipients" integer NOT NULL,
	"by_channel" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"triggered_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_event_rules" (
	"event_code" text NOT NULL,
	"rules_type" text NOT NULL,
	"rule_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_event_rules_event_code_rules_type_rule_id_pk" PRIMARY KEY("event_code","rules_type","rule_id"),
	CONSTRAINT "notification_event_rules_type_known" CHECK ("notification_event_rules"."rules_type" in ('STORE', 'BUSINESS_TYPE', 'CATEGORY'))
);
--> statement-breakpoint
CREATE TABLE "notification_events" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_events_status_known" CHECK ("notification_events"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "topic_payload_samples" (
	"topic" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_event_rules" ADD CONSTRAINT "notification_event_rules_event_code_notification_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."notification_events"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_event_deliveries_code_idx" ON "notification_event_deliveries" USING btree ("event_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_event_deliveries_event_id_unique" ON "notification_event_deliveries" USING btree ("event_code","event_id") WHERE "notification_event_deliveries"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "notification_events_updated_idx" ON "notification_events" USING btree ("updated_at","code");--> statement-breakpoint
CREATE INDEX "notification_events_type_status_idx" ON "notification_events" USING btree ("type","status");