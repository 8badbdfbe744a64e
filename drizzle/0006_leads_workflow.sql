CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"author_id" integer,
	"author_label" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consult_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Leads stored before the inbox existed were last changed when they arrived.
UPDATE "consult_requests" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_consult_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."consult_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_requests_status_idx" ON "consult_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "consult_requests_follow_up_idx" ON "consult_requests" USING btree ("follow_up_at");--> statement-breakpoint
ALTER TABLE "consult_requests" ADD CONSTRAINT "consult_requests_status_check" CHECK ("consult_requests"."status" in ('new', 'contacted', 'quoting', 'won', 'lost', 'spam'));