-- Seller Learning authoring: a version and the last editor on articles and videos (edits name the version they started from), the UNPUBLISHED status, and the uploaded article images (edu/asset).
CREATE TABLE "learning_assets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_articles" DROP CONSTRAINT "learning_articles_status_known";--> statement-breakpoint
ALTER TABLE "learning_videos" DROP CONSTRAINT "learning_videos_status_known";--> statement-breakpoint
ALTER TABLE "learning_articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_articles" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "learning_videos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_videos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_videos" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "learning_articles" ADD CONSTRAINT "learning_articles_status_known" CHECK ("learning_articles"."status" in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED'));--> statement-breakpoint
ALTER TABLE "learning_videos" ADD CONSTRAINT "learning_videos_status_known" CHECK ("learning_videos"."status" in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED'));