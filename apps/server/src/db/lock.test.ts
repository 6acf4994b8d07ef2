import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'mc-lock-'));

describe('data directory lock', () => {
  it('is taken, held and released', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'moodcraft.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, 'moodcraft.lock'))).toBe(false);
  });

  it('never takes over from a live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((resolve) => other.once('spawn', resolve));
    writeFileSync(join(dir, 'moodcraft.lock'), String(other.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`Another MoodCraft process (pid ${other.pid})`);
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
    expect(readFileSync(join(dir, 'moodcraft.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
