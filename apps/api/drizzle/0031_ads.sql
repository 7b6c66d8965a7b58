CREATE TABLE "ads_campaign_days" (
	"campaign_id" uuid NOT NULL,
	"day" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"spend" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ads_campaign_days_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "ads_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"products" jsonb NOT NULL,
	"daily_budget" bigint NOT NULL,
	"bid" bigint NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_campaigns_status_known" CHECK ("ads_campaigns"."status" in ('ACTIVE', 'PAUSED', 'OUT_OF_BUDGET', 'ENDED')),
	CONSTRAINT "ads_campaigns_money_positive" CHECK ("ads_campaigns"."daily_budget" > 0 and "ads_campaigns"."bid" > 0)
);
--> statement-breakpoint
CREATE TABLE "ads_event_batches" (
	"store_code" text NOT NULL,
	"batch_id" text NOT NULL,
	"digest" text NOT NULL,
	"charges" jsonb NOT NULL,
	"from_bonus" bigint NOT NULL,
	"from_paid" bigint NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_event_batches_store_code_batch_id_pk" PRIMARY KEY("store_code","batch_id")
);
--> statement-breakpoint
CREATE TABLE "ads_top_ups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"user_id" uuid,
	"amount" bigint NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_top_ups_amount_positive" CHECK ("ads_top_ups"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_balances" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "store_balances" CASCADE;--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_known";--> statement-breakpoint
ALTER TABLE "ads_campaign_days" ADD CONSTRAINT "ads_campaign_days_campaign_id_ads_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ads_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_campaigns" ADD CONSTRAINT "ads_campaigns_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_event_batches" ADD CONSTRAINT "ads_event_batches_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_top_ups" ADD CONSTRAINT "ads_top_ups_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_top_ups" ADD CONSTRAINT "ads_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_campaigns_store_idx" ON "ads_campaigns" USING btree ("store_code","created_at");--> statement-breakpoint
CREATE INDEX "ads_top_ups_store_idx" ON "ads_top_ups" USING btree ("store_code","created_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_known" CHECK ("otp_challenges"."purpose" in ('MFA', 'REGISTRATION', 'NEED_VERIFICATION', 'CONTACT_PHONE', 'CONTACT_EMAIL', 'ADS_TOP_UP'));