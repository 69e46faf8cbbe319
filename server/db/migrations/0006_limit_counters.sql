CREATE TABLE "limit_counters" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_counters_window_ends_at" ON "limit_counters" USING btree ("window_ends_at");