-- pg_trgm: trigram indexes, so the order search's like '%…%' reads an index instead of every order of the store.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
