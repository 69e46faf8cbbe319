CREATE TABLE "leagues" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_code" text NOT NULL,
	"season" text NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"home_team_id" uuid NOT NULL,
	"away_team_id" uuid NOT NULL,
	"home_goals" integer,
	"away_goals" integer,
	"source" text NOT NULL,
	"external_key" text NOT NULL,
	"odds_home" numeric,
	"odds_draw" numeric,
	"odds_away" numeric
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"home" double precision NOT NULL,
	"draw" double precision NOT NULL,
	"away" double precision NOT NULL,
	"expected_home" double precision NOT NULL,
	"expected_away" double precision NOT NULL,
	"over_25" double precision NOT NULL,
	"btts" double precision NOT NULL,
	"likely_scores" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_code_leagues_code_fk" FOREIGN KEY ("league_code") REFERENCES "public"."leagues"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_code_leagues_code_fk" FOREIGN KEY ("league_code") REFERENCES "public"."leagues"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_external_key_unique" ON "matches" USING btree ("external_key");--> statement-breakpoint
CREATE INDEX "matches_league_kickoff_idx" ON "matches" USING btree ("league_code","kickoff");--> statement-breakpoint
CREATE INDEX "matches_kickoff_idx" ON "matches" USING btree ("kickoff");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_league_name_unique" ON "teams" USING btree ("league_code","name");--> statement-breakpoint
INSERT INTO "leagues" ("code", "name", "country") VALUES
	('PL', 'Premier League', 'England'),
	('PD', 'LaLiga', 'Spain'),
	('SA', 'Serie A', 'Italy'),
	('BL1', 'Bundesliga', 'Germany'),
	('FL1', 'Ligue 1', 'France')
ON CONFLICT ("code") DO NOTHING;
