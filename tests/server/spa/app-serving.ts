import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { useForSuite } from '../../support/use-for-suite';
import { createTestApp } from '../test-app';

/** A test app serving a build made of `files` (path in the static folder -> content), for the
 * describe block it is called in; the folder is removed with the app. */
export const useAppServing = (files: Record<string, string | Uint8Array>) =>
  useForSuite(
    async () => {
      const staticDir = await mkdtemp(join(tmpdir(), 'gv-static-'));
      for (const [path, content] of Object.entries(files)) {
        await mkdir(dirname(join(staticDir, path)), { recursive: true });
        await writeFile(join(staticDir, path), content);
      }
      return createTestApp({ STATIC_DIR: staticDir });
    },
    async (testApp) => {
      await testApp.close();
      await rm(testApp.config.staticDir, { recursive: true, force: true });
    },
  );
