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
CREATE TABLE "order_idempotency_keys" (
	"customer_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"store_code" text NOT NULL,
	"order_number" text,
	"answer" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_idempotency_keys_pk" PRIMARY KEY("customer_id","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_expires_at_idx" ON "order_idempotency_keys" USING btree ("expires_at");