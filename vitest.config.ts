import { defineConfig } from 'vitest/config';

/**
 * Suites that use (and may stop) the shared Kafka broker, kill processes or load the machine (the example app's
 * 10,000-request run): run one at a time, last.
 */
const SERIAL = [
  'test/fault/**/*.test.ts',
  'platform/bus/kafka-bus.test.ts',
  'test/e2e/all-in-one-kafka.test.ts',
  'test/e2e/demo-app.test.ts',
  'test/e2e/demo-app-kafka.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['node_modules/**', '.tracehold/**', '.tools/**', '.kafka/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One temporary directory for the run, removed at its end (test-tmpdir.ts); then the slow one-time builds
    // (SeaweedFS for the S3 suites) run here, visibly, before any timed test.
    globalSetup: ['test/setup/test-tmpdir.ts', 'test/setup/build-test-tools.ts'],
    // fast-check properties from one fixed seed (TRACEHOLD_FC_SEED to explore others).
    setupFiles: ['test/setup/fast-check-seed.ts'],
    // End-to-end suites start real processes (all-in-one with embedded ClickHouse); two cores only.
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'main', include: ['**/*.test.ts'], exclude: ['node_modules/**', '.tracehold/**', '.tools/**', '.kafka/**', ...SERIAL], sequence: { groupOrder: 0 } },
      },
      {
        // Fault tests kill processes, stop the shared Kafka broker and load the machine; the other suites that
        // use the shared broker (one of them stops it too) run with them, after everything else, one file at a time.
        extends: true,
        test: { name: 'serial', include: SERIAL, fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
