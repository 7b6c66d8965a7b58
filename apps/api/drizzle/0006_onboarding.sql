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
ALTER TABLE "store_onboarding" ADD CONSTRAINT "store_onboarding_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provinces_country_code_idx" ON "provinces" USING btree ("country_code");