CREATE TABLE "trust_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"valid_until" date,
	"file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_certifications_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "trust_terms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"samples" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"regions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_terms_one_row" CHECK ("trust_terms"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose_check";--> statement-breakpoint
ALTER TABLE "trust_certifications" ADD CONSTRAINT "trust_certifications_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_certifications_sort_idx" ON "trust_certifications" USING btree ("sort","id");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose_check" CHECK ("stored_files"."purpose" in ('inquiry', 'member', 'avatar', 'staff', 'library', 'trust'));