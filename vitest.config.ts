import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// One runner, four projects: the SPA in happy-dom, the pure machines, the API server
// (PGlite, or PostgreSQL when DATABASE_URL is set) and Chromium end-to-end paths.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            environment: 'happy-dom',
            include: ['tests/views/**/*.test.{ts,tsx}'],
            globalSetup: ['tests/views/api-server.global.ts'],
            setupFiles: ['tests/views/setup.ts'],
            // Views talk to a real server that shares two cores with the rest of the run.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            // The model paths of the card's flows replayed through the screens, against the
            // real server with Google and Lemon Squeezy played by local fakes.
            name: 'flows',
            environment: 'happy-dom',
            include: ['tests/flows/**/*.test.{ts,tsx}'],
            globalSetup: ['tests/flows/flows-server.global.ts'],
            setupFiles: ['tests/views/setup.ts'],
            // A path waits up to 15 s for each screen on a busy machine.
            testTimeout: 120_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/machines/**/*.test.ts', 'tests/lib/**/*.test.ts'],
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            // Scale-out cases need a shared PostgreSQL (and Redis for *.redis.test.ts); they join
            // the suite when DATABASE_URL (and REDIS_URL) are set.
            exclude: [
              '**/node_modules/**',
              ...(process.env.DATABASE_URL ? [] : ['tests/server/**/*.postgres.test.ts']),
              ...(process.env.DATABASE_URL && process.env.REDIS_URL
                ? []
                : ['tests/server/**/*.redis.test.ts']),
            ],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
