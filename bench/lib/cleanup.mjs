// Everything the benchmark starts or creates registers its undo here, so that a finished run,
// a failed run and Ctrl-C all leave no processes, databases or temporary directories behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tasks = [];
const children = new Set();
let running = null;

/** Registers an async undo step; returns a function that runs it early (once) and unregisters it. */
export function onCleanup(label, fn) {
  const task = { label, fn, done: false };
  tasks.push(task);
  return async () => {
    if (task.done) return;
    task.done = true;
    await fn();
  };
}

/** Tracks a child process so that it is killed even when the benchmark dies abruptly. */
export function trackChild(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A fresh temporary directory, removed at clean-up. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs every pending undo step, newest first; a failing step is reported and the rest still run. */
export function cleanupAll() {
  running ??= (async () => {
    for (const task of [...tasks].reverse()) {
      if (task.done) continue;
      task.done = true;
      try {
        await task.fn();
      } catch (error) {
        console.error(`Clean-up step failed (${task.label}): ${error.message}`);
      }
    }
    for (const child of children) child.kill('SIGKILL');
  })();
  return running;
}

/** Ctrl-C, SIGTERM and crashes clean up before the process ends. */
export function installSignalHandlers() {
  const stop = (signal, code) => {
    console.error(`\n${signal}: stopping the benchmark and cleaning up…`);
    const force = setTimeout(() => process.exit(code), 20_000);
    force.unref();
    cleanupAll().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => stop('SIGINT', 130));
  process.once('SIGTERM', () => stop('SIGTERM', 143));
  process.once('SIGHUP', () => stop('SIGHUP', 129));
  // Last resort when the event loop is already gone: no orphaned servers.
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}
