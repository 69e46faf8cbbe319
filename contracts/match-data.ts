// Where the server's matches come from, in GET /api/config/ (`match_data`), so the app can say
// when it shows the generated demo instead of real fixtures, and why.

export interface MatchDataStatus {
  /** `real`: football-data.co.uk (and football-data.org with a token); `demo`: the generated
   * demo; null: nothing yet (the first import is running). */
  source: 'real' | 'demo' | null;
  /** With `demo`: chosen (MATCH_DATA=demo) or because football-data.co.uk could not be
   * reached (MATCH_DATA=auto; the import is tried again at every refresh). */
  demo_reason: 'configured' | 'unreachable' | null;
}
