-- Review reminders offered by completed orders until they expire, the quota's monthly grant, and banned words kept by staff (an id to edit by).
DROP INDEX "chat_review_reminder_products_store_idx";--> statement-breakpoint
ALTER TABLE "chat_banned_words" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_banned_words" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_review_reminder_products" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "chat_review_reminder_products" SET "expires_at" = "delivered_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "chat_review_reminder_products" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_review_reminder_quotas" ADD COLUMN "grant_month" text;--> statement-breakpoint
ALTER TABLE "chat_review_reminder_quotas" ADD COLUMN "granted_in_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_review_reminder_products_store_idx" ON "chat_review_reminder_products" USING btree ("store_code","expires_at");--> statement-breakpoint
ALTER TABLE "chat_banned_words" ADD CONSTRAINT "chat_banned_words_id_unique" UNIQUE("id");