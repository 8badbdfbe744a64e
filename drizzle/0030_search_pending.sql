CREATE TABLE "product_search_pending" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
