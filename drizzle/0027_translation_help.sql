CREATE TABLE "machine_translations" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_translations_kind_record_id_locale_pk" PRIMARY KEY("kind","record_id","locale")
);
--> statement-breakpoint
CREATE TABLE "protected_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protected_terms_term_unique" UNIQUE("term")
);
