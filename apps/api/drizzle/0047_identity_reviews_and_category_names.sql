-- §4.5 internal staff's decisions on a store's identity photos (approved, or rejected with the reason the seller reads);
-- internal staff keep the product category tree: a name is one category's among its siblings, in each language.
CREATE TABLE "identity_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_reviews_decision_known" CHECK ("identity_reviews"."decision" in ('APPROVED', 'REJECTED')),
	CONSTRAINT "identity_reviews_reason_when_rejected" CHECK ("identity_reviews"."decision" = 'APPROVED' or "identity_reviews"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "identity_reviews" ADD CONSTRAINT "identity_reviews_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_reviews" ADD CONSTRAINT "identity_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_reviews_store_idx" ON "identity_reviews" USING btree ("store_code","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_sibling_name" ON "product_categories" USING btree ("catalog_code",coalesce("parent_code", ''),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_sibling_name_en" ON "product_categories" USING btree ("catalog_code",coalesce("parent_code", ''),lower("name_en"));