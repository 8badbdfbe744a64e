CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"browser_hash" text NOT NULL,
	"redirect" text,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oauth_states_provider_check" CHECK ("oauth_states"."provider" in ('wechat', 'qq')),
	CONSTRAINT "oauth_states_purpose_check" CHECK (("oauth_states"."purpose" = 'login' and "oauth_states"."user_id" is null) or ("oauth_states"."purpose" = 'bind' and "oauth_states"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_provider_user_unique" UNIQUE("provider","provider_user_id"),
	CONSTRAINT "social_accounts_member_provider_unique" UNIQUE("user_id","provider"),
	CONSTRAINT "social_accounts_provider_check" CHECK ("social_accounts"."provider" in ('wechat', 'qq'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_identity_check";--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");