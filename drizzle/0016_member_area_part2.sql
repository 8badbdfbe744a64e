CREATE TABLE "course_learners" (
	"member_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"last_lesson_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_learners_member_id_course_id_pk" PRIMARY KEY("member_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"cover" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"member_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_member_id_lesson_id_pk" PRIMARY KEY("member_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"minutes" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_course_slug_unique" UNIQUE("course_id","slug")
);
--> statement-breakpoint
CREATE TABLE "college_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"school" text NOT NULL,
	"role" text NOT NULL,
	"id_number" text NOT NULL,
	"document_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_verifications_role_check" CHECK ("college_verifications"."role" in ('student', 'staff')),
	CONSTRAINT "college_verifications_status_check" CHECK ("college_verifications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "college_verifications_approved_check" CHECK ("college_verifications"."status" <> 'approved' or "college_verifications"."expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "libraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"intro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"min_level_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "libraries_key_unique" UNIQUE("key"),
	CONSTRAINT "libraries_visibility_check" CHECK ("libraries"."visibility" in ('public', 'members', 'level')),
	CONSTRAINT "libraries_level_check" CHECK (("libraries"."visibility" = 'level') = ("libraries"."min_level_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "library_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" text NOT NULL,
	"product_id" integer,
	"download_visibility" text DEFAULT 'members' NOT NULL,
	"download_min_level_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_entries_slug_unique" UNIQUE("library_id","slug"),
	CONSTRAINT "library_entries_download_check" CHECK ("library_entries"."download_visibility" in ('public', 'members', 'level')),
	CONSTRAINT "library_entries_level_check" CHECK (("library_entries"."download_visibility" = 'level') = ("library_entries"."download_min_level_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "library_entry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_entry_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"src" text NOT NULL,
	"alt" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_entry_tags" (
	"entry_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "library_entry_tags_entry_id_tag_id_pk" PRIMARY KEY("entry_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "library_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "library_tags_key_unique" UNIQUE("library_id","key")
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"wechat_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reverses_id" integer,
	"posted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_reverses_id_unique" UNIQUE("reverses_id"),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('deposit', 'payment', 'sample_fee', 'credit', 'refund', 'adjustment')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"threshold" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"benefits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text DEFAULT '#c9a227' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_levels_threshold_unique" UNIQUE("threshold"),
	CONSTRAINT "member_levels_threshold_check" CHECK ("member_levels"."threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"rule" text,
	"ref_kind" text,
	"ref_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_kind_check" CHECK ("points_entries"."kind" in ('earned', 'redeemed', 'returned', 'adjustment')),
	CONSTRAINT "points_entries_delta_check" CHECK ("points_entries"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "points_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"per_amount" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rules_key_check" CHECK ("points_rules"."key" in ('per_amount_paid', 'first_order', 'proof_approved', 'order_delivered')),
	CONSTRAINT "points_rules_points_check" CHECK ("points_rules"."points" >= 0),
	CONSTRAINT "points_rules_per_amount_check" CHECK ("points_rules"."per_amount" is null or "points_rules"."per_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reward_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_status_check" CHECK ("redemptions"."status" in ('pending', 'fulfilled', 'cancelled')),
	CONSTRAINT "redemptions_points_check" CHECK ("redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text NOT NULL,
	"points_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_price_check" CHECK ("rewards"."points_price" > 0),
	CONSTRAINT "rewards_stock_check" CHECK ("rewards"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT 'production' NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_manager_id" integer;--> statement-breakpoint
ALTER TABLE "course_learners" ADD CONSTRAINT "course_learners_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_learners" ADD CONSTRAINT "course_learners_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_learners" ADD CONSTRAINT "course_learners_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_verifications" ADD CONSTRAINT "college_verifications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_verifications" ADD CONSTRAINT "college_verifications_document_id_stored_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_verifications" ADD CONSTRAINT "college_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_min_level_id_member_levels_id_fk" FOREIGN KEY ("min_level_id") REFERENCES "public"."member_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_download_min_level_id_member_levels_id_fk" FOREIGN KEY ("download_min_level_id") REFERENCES "public"."member_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entry_files" ADD CONSTRAINT "library_entry_files_entry_id_library_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."library_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entry_files" ADD CONSTRAINT "library_entry_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entry_images" ADD CONSTRAINT "library_entry_images_entry_id_library_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."library_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entry_tags" ADD CONSTRAINT "library_entry_tags_entry_id_library_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."library_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entry_tags" ADD CONSTRAINT "library_entry_tags_tag_id_library_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."library_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_tags" ADD CONSTRAINT "library_tags_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_learners_member_idx" ON "course_learners" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "college_verifications_member_idx" ON "college_verifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "college_verifications_status_idx" ON "college_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "college_verifications_pending_unique" ON "college_verifications" USING btree ("member_id") WHERE "college_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "library_entries_library_idx" ON "library_entries" USING btree ("library_id","sort");--> statement-breakpoint
CREATE INDEX "library_entries_product_idx" ON "library_entries" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "library_entry_files_entry_idx" ON "library_entry_files" USING btree ("entry_id","sort");--> statement-breakpoint
CREATE INDEX "library_entry_files_file_idx" ON "library_entry_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "library_entry_images_entry_idx" ON "library_entry_images" USING btree ("entry_id","sort");--> statement-breakpoint
CREATE INDEX "library_entry_tags_tag_idx" ON "library_entry_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_member_idx" ON "ledger_entries" USING btree ("member_id","entry_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "points_entries_member_idx" ON "points_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_award_unique" ON "points_entries" USING btree ("member_id","rule","ref_kind","ref_id") WHERE "points_entries"."rule" is not null;--> statement-breakpoint
CREATE INDEX "redemptions_member_idx" ON "redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_status_idx" ON "redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_photos_order_idx" ON "order_photos" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose_check" CHECK ("stored_files"."purpose" in ('inquiry', 'member', 'avatar', 'staff', 'library'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_points_check" CHECK ("users"."points" >= 0);