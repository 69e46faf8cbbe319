import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_POST_PAGE, PAGE_MODULES } from '../../../contracts/page-modules';
import { likelyLanguage, type Manifest } from '../../../server/spa/page-preloads';
import { useAppServing } from './app-serving';

const SHELL = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

// The shape of Vite's manifest for a page chunk that imports a shared one and the app chunk.
const MANIFEST: Manifest = {
  _app: { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
  _header: { file: 'assets/header-1.js', imports: ['_app'], css: ['assets/header-1.css'] },
  'src/features/subscriptions/PricingPage.tsx': {
    file: 'assets/PricingPage-1.js',
    imports: ['_app', '_header'],
  },
  'src/features/auth/RegisterPage.tsx': { file: 'assets/RegisterPage-1.js', imports: ['_app'] },
  'virtual:first-screen-messages/en': { file: 'assets/en-1.js' },
  'virtual:first-screen-messages/es': { file: 'assets/es-1.js' },
  'locales/en/messages.po': { file: 'assets/messages-en.js' },
  'locales/es/messages.po': { file: 'assets/messages-es.js' },
};

const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

describe('the app shell names what the opened page asks for first', () => {
  const testApp = useAppServing({
    'index.html': SHELL,
    '.vite/manifest.json': JSON.stringify(MANIFEST),
  });

  const get = (url: string, acceptLanguage: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-language': acceptLanguage },
    });

  it("/pricing: its chunks, their styles and the browser language's first-screen messages", async () => {
    const response = await get('/pricing?ref=ad', 'es-MX,es;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    for (const file of ['assets/PricingPage-1.js', 'assets/header-1.js', 'assets/es-1.js']) {
      expect(head).toContain(preload(file));
    }
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/header-1.css">');
    // The shell loads the app chunk and its styles already; English is not the one asked for.
    expect(head.split('/assets/app-1.js').length).toBe(2);
    expect(head.split('/assets/app-1.css').length).toBe(2);
    expect(head).not.toContain('en-1.js');
  });

  it('a page that waits for the whole catalogue gets it hinted', async () => {
    const response = await get('/auth/register', 'en-GB');
    expect(response.body).toContain(preload('assets/RegisterPage-1.js'));
    expect(response.body).toContain(preload('assets/messages-en.js'));
  });

  it('the landing gets its first-screen messages; a protected page the shell as built', async () => {
    expect((await get('/auth', 'fr-FR, es')).body).toContain(preload('assets/es-1.js'));
    const chat = await get('/chat', 'en');
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toBe(SHELL);
  });
});

describe('the language a browser will most likely be shown', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR, es;q=0.5', 'es'],
    ['en-US,es', 'en'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('%s: %s', (acceptLanguage, language) => {
    expect(likelyLanguage(acceptLanguage)).toBe(language);
  });
});

describe('the page modules the server names', () => {
  it.each([...Object.values(PAGE_MODULES), BLOG_POST_PAGE].map((page) => page.module))(
    '%s exists',
    (module) => {
      expect(existsSync(join(process.cwd(), module))).toBe(true);
    },
  );
});
