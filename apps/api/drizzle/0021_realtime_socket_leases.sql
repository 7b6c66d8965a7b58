CREATE TABLE "realtime_sockets" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"holder" text NOT NULL,
	"address" text NOT NULL,
	"process_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_sockets_holder_idx" ON "realtime_sockets" USING btree ("holder","seq");--> statement-breakpoint
CREATE INDEX "realtime_sockets_address_idx" ON "realtime_sockets" USING btree ("address");--> statement-breakpoint
CREATE INDEX "realtime_sockets_process_idx" ON "realtime_sockets" USING btree ("process_id");