import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites create databases and start services: keep parallelism to the machine.
    maxWorkers: 2,
    // Suites needing a browser, PostgreSQL or Redis skip without them, say so in one line, and fail under SVC_TEST_REQUIRE_ALL.
    // One embedded PostgreSQL server (the default store) for the run: the default-backend suites need nothing installed.
    globalSetup: ['test/helpers/requirements-setup.ts', 'test/helpers/embedded-postgres-setup.ts'],
    reporters: ['default', './test/helpers/requirements-reporter.ts'],
  },
});
