-- The words of each store's orders (order_search_terms), kept by a trigger on the orders' insert and filled from the orders already written: where the palette finds the word a mistyped one meant.
CREATE TABLE "order_search_terms" (
	"store_code" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "order_search_terms_store_code_term_pk" PRIMARY KEY("store_code","term")
);
--> statement-breakpoint
ALTER TABLE "order_search_terms" ADD CONSTRAINT "order_search_terms_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_search_terms_trgm_idx" ON "order_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION order_search_terms_of(p_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE
AS $$
	SELECT DISTINCT w FROM regexp_split_to_table(p_text, '[[:space:][:punct:]\u0001]+') AS w
	WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
$$;--> statement-breakpoint
-- One statement per insert of orders, however many it writes; the words in one order, so two transactions adding
-- the same new words take their locks in the same order.
CREATE FUNCTION order_search_terms_add() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	INSERT INTO order_search_terms (store_code, term)
	SELECT DISTINCT n.store_code, t FROM inserted_orders n, order_search_terms_of(n.search_text) AS t
	ORDER BY 1, 2
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_search_terms AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted_orders
FOR EACH STATEMENT EXECUTE FUNCTION order_search_terms_add();--> statement-breakpoint
INSERT INTO order_search_terms (store_code, term)
SELECT DISTINCT o.store_code, t FROM orders o, order_search_terms_of(o.search_text) AS t
ORDER BY 1, 2
ON CONFLICT DO NOTHING;
