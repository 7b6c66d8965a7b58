-- Seller Learning: how far each signed-in user has read an article (furthest percent, when finished).
CREATE TABLE "learning_reading_progress" (
	"user_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_reading_progress_user_id_article_id_pk" PRIMARY KEY("user_id","article_id"),
	CONSTRAINT "learning_reading_progress_percent_range" CHECK ("learning_reading_progress"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "learning_reading_progress" ADD CONSTRAINT "learning_reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_reading_progress" ADD CONSTRAINT "learning_reading_progress_article_id_learning_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."learning_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_reading_progress_user_idx" ON "learning_reading_progress" USING btree ("user_id","updated_at");