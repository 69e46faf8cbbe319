ALTER TABLE "matches" ADD COLUMN "bookmaker_odds" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "stats" jsonb;--> statement-breakpoint
CREATE INDEX "matches_pair_idx" ON "matches" USING btree ("home_team_id","away_team_id");