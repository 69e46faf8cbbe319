import { describe, expect, it } from 'vitest';
import { detailRefreshInterval } from '../../src/api/matches.api';

describe('how often the match panel fetches its match again', () => {
  const now = Date.parse('2026-11-21T15:00:00Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('every 15 s while the match is played', () => {
    expect(detailRefreshInterval({ status: 'live', kickoff: at(-60) }, now)).toBe(15_000);
  });

  it('every minute from half an hour before kick-off, to see it start', () => {
    expect(detailRefreshInterval({ status: 'scheduled', kickoff: at(20) }, now)).toBe(60_000);
    expect(detailRefreshInterval({ status: 'scheduled', kickoff: at(-5) }, now)).toBe(60_000);
  });

  it('never for a match further off, finished or postponed, or not loaded', () => {
    expect(detailRefreshInterval({ status: 'scheduled', kickoff: at(45) }, now)).toBe(false);
    expect(detailRefreshInterval({ status: 'finished', kickoff: at(-200) }, now)).toBe(false);
    expect(detailRefreshInterval({ status: 'postponed', kickoff: at(-10) }, now)).toBe(false);
    expect(detailRefreshInterval(undefined, now)).toBe(false);
  });
});
