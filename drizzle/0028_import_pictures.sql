CREATE TABLE "catalogue_import_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"files" jsonb NOT NULL,
	"refused" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
