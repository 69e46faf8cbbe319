import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { firstLanguageOf, type Language } from '../../contracts/language';
import { BLOG_POST_PAGE, PAGE_MODULES } from '../../contracts/page-modules';

// The sign-in landing is in the app chunk itself, and starts with its first-screen messages.
const LANDING = new Set(['/', '/auth', '/auth/login']);

/** The part of Vite's build manifest (`build.manifest`, dist/.vite/manifest.json) read here. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The files a page opened at `path` asks for before it shows, beyond the app chunk: its
 * chunk and the chunks it imports, their styles, and its messages in `language`; none for
 * pages of the app chunk that need no messages of their own (protected pages wait for the
 * guard, and chat and profile are not public). */
export function pageAssets(
  manifest: Manifest,
  path: string,
  language: Language,
): { scripts: string[]; styles: string[] } {
  const page = path.replace(/(.)\/+$/, '$1');
  const lazyPage =
    PAGE_MODULES[page] ?? (BLOG_POST_PAGE.path.test(page) ? BLOG_POST_PAGE : undefined);
  const module = lazyPage?.module;
  const messages =
    LANDING.has(page) || lazyPage?.firstScreenMessages
      ? `virtual:first-screen-messages/${language}`
      : lazyPage
        ? `locales/${language}/messages.po`
        : undefined;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (messages) visit(messages);
  if (module) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The language the app will most likely show: the browser's, as `Accept-Language` says it.
 * The app may choose another (a stored choice, the user's own, SPEC §4); a hint for the
 * wrong language only costs a download. */
export function likelyLanguage(acceptLanguage: string | undefined): Language {
  return (
    firstLanguageOf((acceptLanguage ?? '').split(',').map((tag) => tag.split(';')[0] ?? '')) ?? 'en'
  );
}

/**
 * The app shell for a page with `<link>` hints for what the page asks for first, so that the
 * browser fetches them beside the app chunk instead of after it has run: without them
 * /pricing waited for three downloads in a row (bench/README.md "Web pages"). Undefined when
 * there is nothing to add (no manifest in the build, a page without hints): the shell file
 * is sent as it is. The build's shell and manifest are read again when the shell changes.
 */
export function shellWithHints(
  root: string,
): (path: string, language: Language) => string | undefined {
  let build: { shellModified: number; shell: string; manifest: Manifest } | undefined;
  const read = () => {
    const manifestPath = join(root, '.vite', 'manifest.json');
    const shellPath = join(root, 'index.html');
    if (!existsSync(manifestPath) || !existsSync(shellPath)) return undefined;
    const shellModified = statSync(shellPath).mtimeMs;
    if (build?.shellModified !== shellModified) {
      build = {
        shellModified,
        shell: readFileSync(shellPath, 'utf8'),
        manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
      };
    }
    return build;
  };
  return (path, language) => {
    const current = read();
    if (!current) return undefined;
    const { scripts, styles } = pageAssets(current.manifest, path, language);
    // The shell already loads the app chunk and the bundler's runtime.
    const named = (file: string) => current.shell.includes(`/${file}"`);
    const hints = [
      ...scripts
        .filter((file) => !named(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles
        .filter((file) => !named(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
    if (hints.length === 0) return undefined;
    return current.shell.replace(/(\s*)<\/head>/, (end, space: string) =>
      [...hints.map((hint) => `${space}  ${hint}`), end].join(''),
    );
  };
}
