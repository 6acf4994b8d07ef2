import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  // The lock appears with its pid already in it (a hard link to a file written first), so a
  // starter never reads a half-made lock and mistakes it for a stale one.
  const draft = `${lockFile}.new-${mine}`;
  const aside = `${lockFile}.stale-${mine}`;
  writeFileSync(draft, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, lockFile);
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
      let seen: string;
      try {
        seen = readFileSync(lockFile, 'utf8').trim();
      } catch {
        continue;
      }
      const holder = Number(seen);
      if (holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another MoodCraft process (pid ${holder}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      // Stale: move it aside atomically, then make sure what moved is the lock judged stale. If
      // another starter took the directory over in between, its live lock is put back.
      try {
        renameSync(lockFile, aside);
      } catch {
        continue; // another starter moved it first
      }
      if (readFileSync(aside, 'utf8').trim() !== seen) {
        try {
          linkSync(aside, lockFile);
        } catch {
          /* a newer lock is already in place */
        }
      }
      rmSync(aside, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
