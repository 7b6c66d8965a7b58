CREATE TABLE "rate_limit_counters" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"window" bigint NOT NULL,
	"hits" integer NOT NULL,
	"previous_hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");