import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every relative import of the file, as a path from the project root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/g,
    ),
  ]
    .map((match) => match[1] ?? match[2] ?? '')
    .map((specifier) => relative(root, resolve(dirname(file), specifier)));
}

/** Every package the file imports (bare specifiers: `react`, `@xstate/react`, `node:fs`…). */
function packagesOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^.'"][^'"]*)['"]|import\(\s*['"]([^.'"][^'"]*)['"]/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? '');
}

/** What a module may import, by where it lives (DESIGN.md "Style": imports flow one way). */
function violations(area: string, allowed: (imported: string, file: string) => boolean) {
  return sourceFiles(join(root, area)).flatMap((file) =>
    importsOf(file)
      .filter((imported) => !allowed(imported, relative(root, file)))
      .map((imported) => `${relative(root, file)} → ${imported}`),
  );
}

const featureOf = (path: string) => path.match(/^src\/features\/([^/]+)/)?.[1];

describe('architecture', () => {
  it('reads the imports of a module (so the rules below see something)', () => {
    expect(importsOf(join(root, 'src/app/router.tsx'))).toEqual(
      expect.arrayContaining(['src/features/auth/AuthShell', 'src/app/chat.lazy']),
    );
  });

  it('keeps machines pure: they import only other machines and the contracts', () => {
    const allowed = (imported: string) =>
      imported.startsWith('machines/') || imported.startsWith('contracts/');
    expect(violations('machines', allowed)).toEqual([]);
  });

  it('reads the packages a module imports (so the rule below sees something)', () => {
    expect(packagesOf(join(root, 'src/app/App.tsx'))).toEqual(
      expect.arrayContaining(['react', '@tanstack/react-router']),
    );
  });

  it('keeps machines pure of effects: no React, HTTP client, router, storage or browser', () => {
    // Effects are provided by the app (machine.provide in src/); a machine only describes.
    const allowedPackages = ['xstate', '@lingui/core', '@lingui/core/macro'];
    const found = sourceFiles(join(root, 'machines')).flatMap((file) => [
      ...packagesOf(file)
        .filter((name) => !allowedPackages.includes(name))
        .map((name) => `${relative(root, file)} → ${name}`),
      ...(/\b(?:localStorage|sessionStorage|window|document|fetch)\b\s*[.(]/.test(
        readFileSync(file, 'utf8'),
      )
        ? [`${relative(root, file)} → a browser global`]
        : []),
    ]);
    expect(found).toEqual([]);
  });

  it('lets no view read the token or user store: the session is read through src/lib/session', () => {
    const views = ['src/features', 'src/ui'].flatMap((area) =>
      sourceFiles(join(root, area)).filter((file) => file.endsWith('.tsx')),
    );
    const found = views.filter((file) =>
      /\b(?:tokenStore|userStore)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(found.map((file) => relative(root, file))).toEqual([]);
  });

  it('keeps the contracts shared by the SPA and the server self-contained', () => {
    expect(violations('contracts', (imported) => imported.startsWith('contracts/'))).toEqual([]);
    const packages = sourceFiles(join(root, 'contracts')).flatMap(packagesOf);
    expect(packages).toEqual([]);
  });

  it('keeps shared code free of features and the app shell', () => {
    const shared = ['src/ui', 'src/api', 'src/lib', 'src/i18n'];
    const found = shared.flatMap((area) =>
      violations(
        area,
        (imported) => !imported.startsWith('src/features') && !imported.startsWith('src/app'),
      ),
    );
    expect(found).toEqual([]);
  });

  it('lets no feature import another feature or the app shell', () => {
    const found = violations('src/features', (imported, file) => {
      if (imported.startsWith('src/app')) return false;
      const feature = featureOf(imported);
      return feature === undefined || feature === featureOf(file);
    });
    expect(found).toEqual([]);
  });

  it('keeps the server away from the SPA', () => {
    expect(violations('server', (imported) => !imported.startsWith('src/'))).toEqual([]);
  });

  it('has no barrel files', () => {
    const barrels = [
      ...sourceFiles(join(root, 'src')),
      ...sourceFiles(join(root, 'server')),
    ].filter((file) => /\/index\.tsx?$/.test(file));
    expect(barrels).toEqual([]);
  });
});
