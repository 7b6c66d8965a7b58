CREATE TABLE "store_balances" (
	"store_code" text PRIMARY KEY NOT NULL,
	"ads_balance" bigint DEFAULT 0 NOT NULL,
	"ads_bonus_balance" bigint DEFAULT 0 NOT NULL,
	"wallet_balance" bigint DEFAULT 0 NOT NULL,
	"wallet_pending_balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_balances_not_negative" CHECK ("store_balances"."ads_balance" >= 0 and "store_balances"."ads_bonus_balance" >= 0 and "store_balances"."wallet_balance" >= 0 and "store_balances"."wallet_pending_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_rating_days" (
	"store_code" text NOT NULL,
	"day" date NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	CONSTRAINT "store_rating_days_store_code_day_pk" PRIMARY KEY("store_code","day"),
	CONSTRAINT "store_rating_days_in_range" CHECK ("store_rating_days"."rating_count" >= 0 and "store_rating_days"."rating_sum" between "store_rating_days"."rating_count" and 5 * "store_rating_days"."rating_count")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"text" text NOT NULL,
	"days" integer,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_status_known" CHECK ("broadcasts"."status" in ('SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "store_balances" ADD CONSTRAINT "store_balances_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_rating_days" ADD CONSTRAINT "store_rating_days_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_store_created_idx" ON "broadcasts" USING btree ("store_code","created_at");--> statement-breakpoint
CREATE INDEX "broadcasts_due_idx" ON "broadcasts" USING btree ("status","scheduled_at");