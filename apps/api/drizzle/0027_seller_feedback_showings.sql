CREATE TABLE "seller_feedback_showings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"shown_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_feedback_showings" ADD CONSTRAINT "seller_feedback_showings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;