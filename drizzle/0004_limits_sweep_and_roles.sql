ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Counters written before this column existed keep their window (the longest is a day).
UPDATE "rate_limits" SET "expires_at" = "window_start" + interval '1 day';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_check" CHECK (jsonb_typeof("users"."roles") = 'array' and "users"."roles" <@ '["member","admin","editor","sales"]'::jsonb and "users"."roles" @> '["member"]'::jsonb);