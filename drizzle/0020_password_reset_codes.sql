CREATE TABLE "password_reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_hash" text NOT NULL,
	"user_id" integer,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_codes_channel_check" CHECK ("password_reset_codes"."channel" in ('mail', 'sms', 'none'))
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_codes_target_idx" ON "password_reset_codes" USING btree ("target_hash","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_expires_idx" ON "password_reset_codes" USING btree ("expires_at");