CREATE TABLE "analytics_report_opt_outs" (
	"store_code" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_report_opt_outs" ADD CONSTRAINT "analytics_report_opt_outs_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;