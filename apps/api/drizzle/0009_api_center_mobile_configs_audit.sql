CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"area" text NOT NULL,
	"identifier" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "api_specifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service" text NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"format" text NOT NULL,
	"spec_version" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"document" jsonb NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value_type" text NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mobile_configs_value_type_known" CHECK ("mobile_configs"."value_type" in ('JSON', 'TEXT'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_specifications" ADD CONSTRAINT "api_specifications_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_configs" ADD CONSTRAINT "mobile_configs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_area_idx" ON "audit_log" USING btree ("area","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_identifier_idx" ON "audit_log" USING btree ("area","identifier","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_specifications_service_title_version_key" ON "api_specifications" USING btree ("service","title","version");--> statement-breakpoint
CREATE INDEX "api_specifications_service_idx" ON "api_specifications" USING btree ("service");