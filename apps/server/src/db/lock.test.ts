import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStart } from './lock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'mc-lock-'));

describe('data directory lock', () => {
  it('is taken, held and released', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    const [pid, started] = readFileSync(join(dir, 'moodcraft.lock'), 'utf8').split(' ');
    expect(pid).toBe(String(process.pid));
    // on Linux the holder's start time goes with its pid
    if (process.platform === 'linux') expect(started).toMatch(/^\d+$/);
    unlock();
    expect(existsSync(join(dir, 'moodcraft.lock'))).toBe(false);
  });

  it('never takes over from a live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((resolve) => other.once('spawn', resolve));
    try {
      // with its start time, and as a lock with the pid alone
      for (const lock of [`${other.pid} ${processStart(other.pid!)}`, String(other.pid)]) {
        writeFileSync(join(dir, 'moodcraft.lock'), lock);
        expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
        expect(() => lockDataDir(dir)).toThrow(`Another MoodCraft process (pid ${other.pid})`);
        expect(readFileSync(join(dir, 'moodcraft.lock'), 'utf8')).toBe(lock);
      }
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => other.once('exit', resolve));
    writeFileSync(join(dir, 'moodcraft.lock'), String(other.pid));
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'moodcraft.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\\b`),
    );
    unlock();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to another process, as after a container restart',
    async () => {
      const dir = tempDir();
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
      await new Promise((resolve) => other.once('spawn', resolve));
      try {
        // the holder had this pid but started at another time: the pid was handed out again
        const started = Number(processStart(other.pid!));
        writeFileSync(join(dir, 'moodcraft.lock'), `${other.pid} ${started - 1}`);
        const unlock = lockDataDir(dir);
        expect(readFileSync(join(dir, 'moodcraft.lock'), 'utf8')).toBe(
          `${process.pid} ${processStart('self')}`,
        );
        unlock();
      } finally {
        other.kill('SIGKILL');
      }
    },
  );
});
