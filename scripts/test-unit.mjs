// `npm run test:unit`: the unit and integration tests of every workspace. Re-training the crisis
// detector (packages/core/crisis/train.test.ts) is one long single-threaded fit, so it runs beside
// the other suites rather than before them; the server's process-level tests run last, on their
// own, once it has finished, so nothing else loads the machine while they time a whole process.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TRAINING = 'crisis/train.test.ts';

/** Runs a command to its end; resolves with its exit code. `quiet` keeps its output until then. */
function run(label, command, args, cwd, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: `${root}${cwd}`,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (quiet) {
        console.log(`\n== ${label} ==`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const failed = [];
const check = (label) => (code) => {
  if (code !== 0) failed.push(label);
  return code;
};

const training = run(
  'crisis detector training',
  'npx',
  ['vitest', 'run', TRAINING],
  'packages/core',
  {
    quiet: true,
  },
).then(check('crisis detector training'));

const sequence = [
  ['core', 'npx', ['vitest', 'run', '--exclude', TRAINING], 'packages/core'],
  ['web', 'npx', ['vitest', 'run'], 'apps/web'],
  ['server', 'node', ['run-tests.mjs', 'suite', 'postgres'], 'apps/server'],
];
for (const [label, command, args, cwd] of sequence) {
  if ((await run(label, command, args, cwd).then(check(label))) !== 0) break;
}
await training;
if (!failed.length)
  await run('server process tests', 'node', ['run-tests.mjs', 'process'], 'apps/server').then(
    check('server process tests'),
  );

if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
