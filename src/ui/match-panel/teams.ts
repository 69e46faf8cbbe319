/** The two clubs' display names, for labels like "Arsenal or draw". */
export interface Teams {
  home: string;
  away: string;
}
