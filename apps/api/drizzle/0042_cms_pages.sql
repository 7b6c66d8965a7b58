-- CMS pages of the public marketing, help and content pages (draft and published content in id and en, a version per change) and their revisions.
CREATE TABLE "cms_page_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"content" jsonb NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_revisions_action_known" CHECK ("cms_page_revisions"."action" in ('EDIT', 'PUBLISH', 'UNPUBLISH'))
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_kind_known" CHECK ("cms_pages"."kind" in ('CMS', 'PAGE', 'TEXT')),
	CONSTRAINT "cms_pages_status_known" CHECK ("cms_pages"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "cms_pages_published_has_content" CHECK ("cms_pages"."status" = 'DRAFT' or "cms_pages"."published" is not null)
);
--> statement-breakpoint
ALTER TABLE "cms_page_revisions" ADD CONSTRAINT "cms_page_revisions_code_cms_pages_code_fk" FOREIGN KEY ("code") REFERENCES "public"."cms_pages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_page_revisions_code_idx" ON "cms_page_revisions" USING btree ("code","version");