import { defineConfig } from 'vitest/config';

const setupFiles = ['./tests/setup/fast-check.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.{ts,tsx}'], setupFiles } },
      { test: { name: 'property', include: ['tests/property/**/*.test.ts'], setupFiles } },
      { test: { name: 'architecture', include: ['tests/architecture/**/*.test.ts'] } },
      {
        test: {
          name: 'cli',
          include: ['tests/cli/**/*.test.ts'],
          setupFiles,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
