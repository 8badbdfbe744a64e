CREATE TABLE "sample_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"quantity" integer NOT NULL,
	"ship_to" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text,
	"fee" bigint,
	"lead_time_days" integer,
	"decline_reason" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_requests_status_check" CHECK ("sample_requests"."status" in ('requested', 'accepted', 'declined', 'shipped', 'received')),
	CONSTRAINT "sample_requests_quantity_check" CHECK ("sample_requests"."quantity" > 0),
	CONSTRAINT "sample_requests_fee_check" CHECK (coalesce("sample_requests"."fee", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_requests_order_idx" ON "sample_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_requests_one_open" ON "sample_requests" USING btree ("order_id") WHERE "sample_requests"."status" in ('requested', 'accepted', 'shipped');