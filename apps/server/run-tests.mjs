// Runs the server suite on in-memory PGlite, then the integration tests again on PostgreSQL
// when TEST_DATABASE_URL names a server.
import { spawnSync } from 'node:child_process';

const run = (args, env) => {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const postgres = process.env.TEST_DATABASE_URL;
console.log('Server tests on PGlite');
run([], { TEST_DATABASE_URL: '' });
if (postgres) {
  console.log('Server integration tests on PostgreSQL');
  // the process-level tests start real servers on the embedded database only
  run(['test/', '--exclude', 'test/process.test.ts', '--exclude', 'test/durability.test.ts'], {
    TEST_DATABASE_URL: postgres,
  });
}
