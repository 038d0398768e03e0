import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure Node, no service) and `integration` (the reference service over
 * HTTP, seeded once per run by test/global-setup.ts). `npx vitest run --project unit` runs one.
 */
export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
