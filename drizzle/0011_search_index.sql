-- The product search as a row per product and language (lib/server/catalogue/search.ts): short rows stay
-- uncompressed in the table, so checking a candidate row is cheap and the planner reads the trigram index
-- instead of every row. The rows are derived data: the server writes them again at start (ensureSearchIndex).
DROP TABLE "product_search";--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	CONSTRAINT "product_search_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
-- The words of the catalogue, for a query word no product contains (a typo).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_trgm" ON "product_search" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
