// Runs the server suite on MoodCraft's embedded PostgreSQL server (one per run, a database per
// test file), then the process-level tests on their own, one at a time, then the data layer's
// tests again on the PostgreSQL server TEST_DATABASE_URL names, when it is set.
// `node run-tests.mjs suite postgres` or `node run-tests.mjs process` runs only those parts.
import { spawnSync } from 'node:child_process';

const run = (args, env) => {
  const result = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// On an external PostgreSQL server (15 here; the embedded one is 18), the tests of the data layer:
// every repository's SQL, the migrations, jobs, backups, encryption at rest, export, import and
// deletion, where a difference between servers would show. The rest of the suite goes through the
// same code and runs on the embedded server only.
const DATA_LAYER_TESTS = [
  'accounts',
  'admin',
  'backup',
  'check-ins',
  'crafts',
  'dashboard',
  'data',
  'database-url',
  'delete-account',
  'encryption-at-rest',
  'factors',
  'import-trackers',
  'jobs',
  'key-rotation',
  'mood-read-cache',
  'moods',
  'notifications',
  'pleasantness-migration',
  'push',
  'reports',
  'safety-plan',
  'security-access',
  'trackers',
].map((name) => `test/${name}.test.ts`);

// tests that start whole server processes, each with its own database server
const PROCESS_TESTS = [
  'test/process.test.ts',
  'test/durability.test.ts',
  'test/embedded-server.test.ts',
  'test/backup-cli.test.ts',
  'test/jobs-crash.test.ts',
  'test/encryption-at-rest-disk.test.ts',
];
const excluded = PROCESS_TESTS.flatMap((file) => ['--exclude', file]);

const PARTS = ['suite', 'process', 'postgres'];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = asked.length ? asked : PARTS;

const postgres = process.env.TEST_DATABASE_URL;
for (const part of parts) {
  if (part === 'suite') {
    console.log('Server tests on the embedded PostgreSQL server');
    run(excluded, { TEST_DATABASE_URL: '' });
  } else if (part === 'process') {
    console.log('Server process tests, one at a time');
    run([...PROCESS_TESTS, '--maxWorkers', '1'], { TEST_DATABASE_URL: '' });
  } else if (postgres) {
    console.log('Server data-layer tests on PostgreSQL');
    run(DATA_LAYER_TESTS, { TEST_DATABASE_URL: postgres });
  }
}
