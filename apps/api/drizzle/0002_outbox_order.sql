DROP INDEX "outbox_created_at_idx";--> statement-breakpoint
DROP INDEX "outbox_recipient_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "outbox_seq_idx" ON "outbox" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","seq");