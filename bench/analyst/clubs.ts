import type { ClubNames } from '../../server/analysis/analyst/understanding/entities';

// Stand-in for the clubs module (display names, short forms, nicknames) for the bench's four
// matches, until that module is on main; then the bench uses it instead.
const NAMES: Record<string, string[]> = {
  Arsenal: ['Arsenal', 'the Gunners', 'Gunners', 'Arsenal FC'],
  Chelsea: ['Chelsea', 'the Blues', 'Blues', 'Chelsea FC'],
  Barcelona: [
    'Barcelona',
    'Barça',
    'Barca',
    'Barsa',
    'FC Barcelona',
    'culés',
    'cules',
    'blaugrana',
  ],
  'Real Madrid': ['Real Madrid', 'Madrid', 'Real', 'los blancos', 'blancos', 'merengues'],
  'Man United': ['Man United', 'Manchester United', 'Man Utd', 'United', 'Red Devils'],
  Liverpool: ['Liverpool', 'the Reds', 'Reds', 'Liverpool FC'],
  Sevilla: ['Sevilla', 'Sevilla FC'],
  Betis: ['Betis', 'Real Betis'],
};

export const benchClubNames: ClubNames = {
  namesOf: (team) => NAMES[team] ?? [team],
};
