import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathDocs } from '../../scripts/path-docs';
import { statechartDocs } from '../../scripts/statechart-docs';

/** The generated files of `dir` that differ from `files`, are missing or are left over. */
function stale(dir: string, files: Map<string, string>): string[] {
  const committed = readdirSync(dir);
  const differing = [...files].filter(([name, content]) => {
    try {
      return readFileSync(join(dir, name), 'utf8') !== content;
    } catch {
      return true;
    }
  });
  return [
    ...differing.map(([name]) => `${dir}/${name}`),
    ...committed.filter((name) => !files.has(name)).map((name) => `${dir}/${name} (left over)`),
  ];
}

describe('generated docs', () => {
  it('docs/statecharts is what the machines generate', async () => {
    expect(
      stale('docs/statecharts', await statechartDocs()),
      'run npm run statecharts && npm run paths',
    ).toEqual([]);
  });

  // Walks every model again: as long as the model tests together (seconds under load).
  it('docs/paths is what the models generate', { timeout: 120_000 }, async () => {
    expect(
      stale('docs/paths', await pathDocs()),
      'run npm run statecharts && npm run paths',
    ).toEqual([]);
  });
});
