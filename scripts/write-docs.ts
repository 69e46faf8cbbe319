import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Replaces the generated files of `dir` (a docs/ folder) with `files`. */
export function writeDocs(dir: string, files: Map<string, string>) {
  const outDir = join(process.cwd(), dir);
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) {
    if (!files.has(name)) rmSync(join(outDir, name));
  }
  for (const [name, content] of files) {
    writeFileSync(join(outDir, name), content);
    console.info(`${dir}/${name}`);
  }
}
