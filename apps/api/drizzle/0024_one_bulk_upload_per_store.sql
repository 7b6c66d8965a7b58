-- A store may have had several files waiting before this rule: all but its oldest are refused, as an upload now is.
UPDATE "product_bulk_processes" AS "later" SET "status" = 'FAILED', "error_code" = 'PRODUCT_BULK_UPLOAD_IN_PROGRESS', "content" = NULL, "finished_at" = now()
WHERE "later"."status" in ('QUEUED', 'RUNNING') AND EXISTS (
  SELECT 1 FROM "product_bulk_processes" AS "earlier"
  WHERE "earlier"."store_code" = "later"."store_code" AND "earlier"."status" in ('QUEUED', 'RUNNING')
    AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_bulk_processes_one_open_per_store" ON "product_bulk_processes" USING btree ("store_code") WHERE "product_bulk_processes"."status" in ('QUEUED', 'RUNNING');
