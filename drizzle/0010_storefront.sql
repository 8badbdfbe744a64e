-- Trigram search (PGlite loads the extension in lib/server/db/open.ts; PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"document" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_attachments" (
	"consult_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consult_attachments_consult_id_file_id_pk" PRIMARY KEY("consult_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"storage_key" text NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"owner_id" integer,
	"client_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_handle_unique" UNIQUE("handle"),
	CONSTRAINT "stored_files_purpose_check" CHECK ("stored_files"."purpose" in ('inquiry', 'member'))
);
--> statement-breakpoint
ALTER TABLE "slider_items" ADD COLUMN "title" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "slider_items" ADD COLUMN "subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "slider_items" ADD COLUMN "button" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD COLUMN "reference" text;--> statement-breakpoint
-- Leads stored before references existed get one made from their month and id (unique by the id).
UPDATE "consult_requests" SET "reference" = 'HX-' || to_char("created_at" AT TIME ZONE 'UTC', 'YYMM') || '-' || lpad(upper(to_hex("id")), 4, '0');--> statement-breakpoint
ALTER TABLE "consult_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_attachments" ADD CONSTRAINT "consult_attachments_consult_id_consult_requests_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."consult_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_attachments" ADD CONSTRAINT "consult_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_names_trgm" ON "product_search" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_document_trgm" ON "product_search" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consult_attachments_file_idx" ON "consult_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_address_idx" ON "stored_files" USING btree ("client_address","created_at");--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_reference_unique" UNIQUE("reference");