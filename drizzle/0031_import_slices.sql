CREATE TABLE "catalogue_import_slices" (
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"writes" text NOT NULL,
	CONSTRAINT "catalogue_import_slices_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_slices" ADD CONSTRAINT "catalogue_import_slices_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;