CREATE TABLE "seller_care_clicks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_feedback_drafts" (
	"user_id" uuid NOT NULL,
	"event_code" text NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_feedback_drafts_user_id_event_code_pk" PRIMARY KEY("user_id","event_code")
);
--> statement-breakpoint
CREATE TABLE "seller_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_code" text,
	"event_code" text NOT NULL,
	"version" integer NOT NULL,
	"rating" integer,
	"comment" text,
	"answers" jsonb,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_feedbacks_version_known" CHECK ("seller_feedbacks"."version" in (1, 2)),
	CONSTRAINT "seller_feedbacks_rating_range" CHECK ("seller_feedbacks"."rating" is null or "seller_feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tutorial_articles" (
	"tutorial_name" text NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"target" text NOT NULL,
	CONSTRAINT "tutorial_articles_tutorial_name_language_position_pk" PRIMARY KEY("tutorial_name","language","position"),
	CONSTRAINT "tutorial_articles_language_known" CHECK ("tutorial_articles"."language" in ('id', 'en'))
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tutorials" (
	"user_id" uuid NOT NULL,
	"tutorial_name" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_tutorials_user_id_tutorial_name_pk" PRIMARY KEY("user_id","tutorial_name")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_onboarding" (
	"store_code" text PRIMARY KEY NOT NULL,
	"store_details" jsonb,
	"pickup_address" jsonb,
	"documents" jsonb,
	"revision_notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_care_clicks" ADD CONSTRAINT "seller_care_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_feedback_drafts" ADD CONSTRAINT "seller_feedback_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_feedbacks" ADD CONSTRAINT "seller_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_articles" ADD CONSTRAINT "tutorial_articles_tutorial_name_tutorials_name_fk" FOREIGN KEY ("tutorial_name") REFERENCES "public"."tutorials"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tutorials" ADD CONSTRAINT "user_tutorials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tutorials" ADD CONSTRAINT "user_tutorials_tutorial_name_tutorials_name_fk" FOREIGN KEY ("tutorial_name") REFERENCES "public"."tutorials"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_onboarding" ADD CONSTRAINT "store_onboarding_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_feedbacks_user_event_idx" ON "seller_feedbacks" USING btree ("user_id","event_code","submitted_at");--> statement-breakpoint
CREATE INDEX "provinces_country_code_idx" ON "provinces" USING btree ("country_code");