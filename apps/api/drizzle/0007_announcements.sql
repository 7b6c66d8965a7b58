CREATE TABLE "announcement_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"identifier_code" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "announcement_user_states" (
	"announcement_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"store_code" text NOT NULL,
	"read_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"ignored_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "announcement_user_states_announcement_code_user_id_pk" PRIMARY KEY("announcement_code","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"content_id" text NOT NULL,
	"content_en" text NOT NULL,
	"audience_type" text NOT NULL,
	"audience_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"banner_url" text,
	"banner_mime_type" text,
	"banner_base64" text,
	"banner_order" integer,
	"survey_url" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_type_known" CHECK ("announcements"."type" in ('AGREEMENT', 'SURVEY', 'QUALTRICS-SURVEY')),
	CONSTRAINT "announcements_audience_type_known" CHECK ("announcements"."audience_type" in ('ALL', 'STORE_CODES', 'BUSINESS_TYPES')),
	CONSTRAINT "announcements_window_ordered" CHECK ("announcements"."end_time" > "announcements"."start_time")
);
--> statement-breakpoint
ALTER TABLE "announcement_history" ADD CONSTRAINT "announcement_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_user_states" ADD CONSTRAINT "announcement_user_states_announcement_code_announcements_code_fk" FOREIGN KEY ("announcement_code") REFERENCES "public"."announcements"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_user_states" ADD CONSTRAINT "announcement_user_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_history_identifier_idx" ON "announcement_history" USING btree ("type","identifier_code","created_at");--> statement-breakpoint
CREATE INDEX "announcement_user_states_user_idx" ON "announcement_user_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "announcements_window_idx" ON "announcements" USING btree ("start_time","end_time");