-- Actions that can be undone for a few seconds (bulk product status, bulk order accept, a chat template deleted), with what their undo reverses.
CREATE TABLE "undo_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "undo_operations_kind_known" CHECK ("undo_operations"."kind" in ('PRODUCT_STATUS', 'ORDER_ACCEPT', 'CHAT_TEMPLATE_DELETE'))
);
--> statement-breakpoint
ALTER TABLE "undo_operations" ADD CONSTRAINT "undo_operations_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undo_operations" ADD CONSTRAINT "undo_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "undo_operations_expires_at_idx" ON "undo_operations" USING btree ("expires_at");