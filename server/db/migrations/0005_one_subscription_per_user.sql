CREATE TABLE "refused_subscriptions" (
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"is_trial" boolean NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refused_subscriptions_provider_provider_subscription_id_pk" PRIMARY KEY("provider","provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "refused_subscriptions" ADD CONSTRAINT "refused_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A database that already holds several trials of one user (the race the index closes) keeps the
-- first as the trial; the later ones stay, unmarked, for the operator to refund.
UPDATE "subscriptions" AS later SET "is_trial" = false WHERE later."is_trial" AND EXISTS (SELECT 1 FROM "subscriptions" AS first WHERE first."user_id" = later."user_id" AND first."is_trial" AND (first."created_at", first."id") < (later."created_at", later."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."is_trial";