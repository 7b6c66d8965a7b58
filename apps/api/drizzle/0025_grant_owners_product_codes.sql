-- Products and review replies now need STORE_PRODUCT and STORE_PRODUCT-REVIEW: every store owner keeps them, as a
-- new owner gets every STORE_* code; staff get them only when given. The codes exist before start-up syncs them.
INSERT INTO "accessibilities" ("code", "mode_type") VALUES ('STORE_PRODUCT', 'STORE'), ('STORE_PRODUCT-REVIEW', 'STORE') ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "membership_accessibilities" ("membership_id", "accessibility_code")
SELECT "memberships"."id", "codes"."code" FROM "memberships" CROSS JOIN (VALUES ('STORE_PRODUCT'), ('STORE_PRODUCT-REVIEW')) AS "codes"("code")
WHERE "memberships"."is_owner"
ON CONFLICT DO NOTHING;
