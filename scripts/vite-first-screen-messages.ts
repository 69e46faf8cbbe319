import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:first-screen-messages/';

/**
 * `virtual:first-screen-messages/<locale>`: the messages of the locale's compiled catalogue
 * that the entry chunk itself uses, and the pages opened straight from outside that are
 * loaded lazily but need no more (`pages`: /pricing). In a build they are found by following
 * the static imports from `entry` and from each of `pages`, and keeping every catalogue id
 * that the transformed code of those modules names; everything else loaded lazily asks for
 * the whole catalogue first (`withAllMessages`, src/i18n/i18n.ts). The landing downloads a
 * few kB of messages instead of all of them (the /auth JS budget,
 * tests/e2e/front-end-budgets), and /pricing no more than those. Outside a build (dev
 * server, tests) it is the whole catalogue.
 */
export function firstScreenMessages({
  entry,
  pages = [],
}: {
  entry: string;
  pages?: string[];
}): Plugin {
  let build = false;
  let root = process.cwd();
  let used: Promise<string[]> | undefined;
  return {
    name: 'goalvision:first-screen-messages',
    configResolved(config) {
      build = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      used = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const catalogue = resolve(root, 'locales', id.slice(PREFIX.length + 1), 'messages.po');
      if (!build) return `export { messages } from ${JSON.stringify(catalogue)};`;
      used ??= codeOfStaticGraph(
        this,
        [entry, ...pages].map((module) => resolve(root, module)),
      );
      const code = (await used).join('\n');
      const compiled = (await this.load({ id: catalogue })).code ?? '';
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(compiled)?.[1];
      if (!literal) throw new Error(`${catalogue}: no compiled catalogue in its module`);
      const all = JSON.parse(JSON.parse(literal)) as Record<string, unknown>;
      const quoted = (key: string) => ['"', "'", '`'].some((q) => code.includes(`${q}${key}${q}`));
      const subset = Object.fromEntries(Object.entries(all).filter(([key]) => quoted(key)));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(subset))});`;
    },
  };
}

type Loader = {
  load(options: {
    id: string;
    resolveDependencies?: boolean;
  }): Promise<{ code: string | null; importedIds: readonly string[] }>;
};

/** The transformed code of every module of ours reachable from `entries` by static imports. */
async function codeOfStaticGraph(context: Loader, entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const codes: string[] = [];
  const visit = async (id: string): Promise<void> => {
    if (seen.has(id) || id.startsWith('\0') || id.includes('/node_modules/')) return;
    seen.add(id);
    const info = await context.load({ id, resolveDependencies: true });
    codes.push(info.code ?? '');
    await Promise.all(info.importedIds.map(visit));
  };
  await Promise.all(entries.map(visit));
  return codes;
}
