CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"recipient" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"region" jsonb,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_kind_check" CHECK ("addresses"."kind" in ('shipping', 'billing')),
	CONSTRAINT "addresses_region_check" CHECK (("addresses"."country" = 'CN') = ("addresses"."region" is not null))
);
--> statement-breakpoint
CREATE TABLE "design_files" (
	"design_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "design_files_design_id_file_id_pk" PRIMARY KEY("design_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"print_method" text DEFAULT '' NOT NULL,
	"logo_placement" text DEFAULT '' NOT NULL,
	"quantity" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_quantity_check" CHECK ("designs"."quantity" is null or "designs"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_files" (
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_threads_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author_id" integer,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"order_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_files_order_id_file_id_pk" PRIMARY KEY("order_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" integer NOT NULL,
	"design_id" integer,
	"product_id" integer,
	"lead_id" integer,
	"reorder_of" integer,
	"title" text NOT NULL,
	"spec" jsonb NOT NULL,
	"member_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'inquiry' NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"unit_price" bigint,
	"sample_fee" bigint,
	"shipping_fee" bigint,
	"lead_time_days" integer,
	"quote_note" text DEFAULT '' NOT NULL,
	"quote_decision" text,
	"quote_decided_at" timestamp with time zone,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('inquiry', 'quoted', 'sample', 'proof', 'production', 'shipped', 'delivered', 'closed', 'cancelled')),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_money_check" CHECK (coalesce("orders"."unit_price", 0) >= 0 and coalesce("orders"."sample_fee", 0) >= 0 and coalesce("orders"."shipping_fee", 0) >= 0),
	CONSTRAINT "orders_decision_check" CHECK ("orders"."quote_decision" is null or "orders"."quote_decision" in ('accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"member_note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proofs_status_check" CHECK ("proofs"."status" in ('pending', 'approved', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose_check";--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "thumb_key" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "thumb_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_files" ADD CONSTRAINT "design_files_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_files" ADD CONSTRAINT "design_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lead_id_consult_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."consult_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reorder_of_orders_id_fk" FOREIGN KEY ("reorder_of") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_unique" ON "addresses" USING btree ("member_id","kind") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "design_files_file_idx" ON "design_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "designs_member_idx" ON "designs" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "favorites_member_idx" ON "favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "email_codes_user_idx" ON "email_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_codes_expires_idx" ON "email_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "message_files_file_idx" ON "message_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "message_threads_member_idx" ON "message_threads" USING btree ("member_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_last_idx" ON "message_threads" USING btree ("last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_general_unique" ON "message_threads" USING btree ("member_id") WHERE "message_threads"."order_id" is null;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_files_file_idx" ON "order_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proofs_order_version_unique" ON "proofs" USING btree ("order_id","version");--> statement-breakpoint
CREATE INDEX "proofs_status_idx" ON "proofs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "consult_requests_reference_trgm" ON "consult_requests" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consult_requests_name_trgm" ON "consult_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consult_requests_company_trgm" ON "consult_requests" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consult_requests_email_trgm" ON "consult_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consult_requests_message_trgm" ON "consult_requests" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_thumb_state_check" CHECK ("stored_files"."thumb_state" in ('none', 'pending', 'ready', 'failed'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose_check" CHECK ("stored_files"."purpose" in ('inquiry', 'member', 'avatar', 'staff'));