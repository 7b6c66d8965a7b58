ALTER TABLE "pickup_points" ADD COLUMN "full_address" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "couriers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "schedules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_points_one_main_per_store" ON "pickup_points" USING btree ("store_code") WHERE "pickup_points"."is_default" and "pickup_points"."active";