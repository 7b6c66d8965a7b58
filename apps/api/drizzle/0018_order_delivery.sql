ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at","id") WHERE "orders"."status" = 'DELIVERED';--> statement-breakpoint
-- Orders delivered before the column existed: the time of their DELIVERED history entry.
UPDATE "orders" SET "delivered_at" = "delivered"."at"
FROM (SELECT "order_id", max("at") AS "at" FROM "order_status_history" WHERE "status" = 'DELIVERED' GROUP BY "order_id") AS "delivered"
WHERE "delivered"."order_id" = "orders"."id" AND "orders"."status" IN ('DELIVERED', 'COMPLETED');
