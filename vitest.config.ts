import { defineConfig } from 'vitest/config';
import { srcAlias } from './scripts/build/alias.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: srcAlias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' },
      },
      {
        resolve: { alias: srcAlias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // tmp-root first: its teardown runs last, after setup.ts has stopped the shared server.
          globalSetup: ['tests/helpers/tmp-root.ts', 'tests/api/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files share one server; they may run in parallel (each uses its own accounts).
          fileParallelism: true,
        },
      },
    ],
  },
});
