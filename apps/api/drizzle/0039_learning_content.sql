-- Seller Learning: articles, videos and categories in id and en; generated tsvector documents per language (indonesian, english) and pg_trgm title indexes for the search (pg_trgm since 0019).
CREATE TABLE "learning_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category_code" text NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_id" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_id" text NOT NULL,
	"body_en" text NOT NULL,
	"cover_image_url" text,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_id" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian'::regconfig, coalesce(title_id, '')), 'A') || setweight(to_tsvector('indonesian'::regconfig, coalesce(summary_id, '')), 'B') || setweight(to_tsvector('indonesian'::regconfig, regexp_replace(coalesce(body_id, ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title_en, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary_en, '')), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(body_en, ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	CONSTRAINT "learning_articles_kind_known" CHECK ("learning_articles"."kind" in ('NEWS', 'GUIDE')),
	CONSTRAINT "learning_articles_status_known" CHECK ("learning_articles"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "learning_articles_window_ordered" CHECK ("learning_articles"."publish_at" is null or "learning_articles"."unpublish_at" is null or "learning_articles"."publish_at" < "learning_articles"."unpublish_at")
);
--> statement-breakpoint
CREATE TABLE "learning_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"url" text NOT NULL,
	"category_code" text NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_id" "tsvector" GENERATED ALWAYS AS (to_tsvector('indonesian'::regconfig, coalesce(title_id, ''))) STORED,
	"search_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title_en, ''))) STORED,
	CONSTRAINT "learning_videos_provider_known" CHECK ("learning_videos"."provider" in ('YOUTUBE', 'VIMEO')),
	CONSTRAINT "learning_videos_status_known" CHECK ("learning_videos"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "learning_videos_duration_positive" CHECK ("learning_videos"."duration_seconds" > 0),
	CONSTRAINT "learning_videos_window_ordered" CHECK ("learning_videos"."publish_at" is null or "learning_videos"."unpublish_at" is null or "learning_videos"."publish_at" < "learning_videos"."unpublish_at")
);
--> statement-breakpoint
ALTER TABLE "learning_articles" ADD CONSTRAINT "learning_articles_category_code_learning_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."learning_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_videos" ADD CONSTRAINT "learning_videos_category_code_learning_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."learning_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_articles_slug_idx" ON "learning_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "learning_articles_listing_idx" ON "learning_articles" USING btree ("status","kind","publish_at");--> statement-breakpoint
CREATE INDEX "learning_articles_search_id_idx" ON "learning_articles" USING gin ("search_id");--> statement-breakpoint
CREATE INDEX "learning_articles_search_en_idx" ON "learning_articles" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "learning_articles_title_id_trgm_idx" ON "learning_articles" USING gin ("title_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "learning_articles_title_en_trgm_idx" ON "learning_articles" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "learning_videos_url_idx" ON "learning_videos" USING btree ("url");--> statement-breakpoint
CREATE INDEX "learning_videos_listing_idx" ON "learning_videos" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "learning_videos_search_id_idx" ON "learning_videos" USING gin ("search_id");--> statement-breakpoint
CREATE INDEX "learning_videos_search_en_idx" ON "learning_videos" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "learning_videos_title_id_trgm_idx" ON "learning_videos" USING gin ("title_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "learning_videos_title_en_trgm_idx" ON "learning_videos" USING gin ("title_en" gin_trgm_ops);