import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. A lock left by a process that died (kill -9,
 * power loss) is taken over; a live holder never is.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'moodcraft.lock');
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeFileSync(fd, mine);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockFile, 'utf8') === mine) rmSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(lockFile, 'utf8').trim());
    } catch {
      continue;
    }
    if (holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `Another MoodCraft process (pid ${holder}) is already using the data directory ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
    // Stale: move it aside atomically so two starters cannot both take it over.
    try {
      renameSync(lockFile, `${lockFile}.stale-${process.pid}`);
      rmSync(`${lockFile}.stale-${process.pid}`, { force: true });
    } catch {
      /* another starter moved it first; try again */
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
