CREATE TABLE "insight_page_views" (
	"grain" text DEFAULT 'day' NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "insight_page_views_grain_day_page_locale_referrer_campaign_pk" PRIMARY KEY("grain","day","page","locale","referrer","campaign"),
	CONSTRAINT "insight_page_views_grain_check" CHECK ("insight_page_views"."grain" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "insight_search_misses" (
	"grain" text DEFAULT 'day' NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"locale" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "insight_search_misses_grain_day_term_locale_pk" PRIMARY KEY("grain","day","term","locale"),
	CONSTRAINT "insight_search_misses_grain_check" CHECK ("insight_search_misses"."grain" in ('day', 'month'))
);
