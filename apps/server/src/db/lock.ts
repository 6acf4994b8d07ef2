import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * When the process `pid` started (clock ticks since boot, from /proc on Linux); '' where that
 * cannot be read. Recorded with the pid, it tells a live holder from a later process that was
 * given the same pid, which is common in containers, where pids are handed out from 1 each start.
 */
export function processStart(pid: number | 'self'): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the name (2nd field) may hold spaces and brackets: count from its closing bracket
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** Whether the lock's holder, `pid` with its start time when recorded, is still running. */
function isAlive(pid: number, started: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // the pid is taken; by the holder only if it started when the holder did
  const now = started ? processStart(pid) : '';
  return !now || now === started;
}

/**
 * Takes the data directory for this process. A lock left by a process that died (kill -9,
 * power loss) is taken over, also when a later process has been given its pid; a live holder
 * never is. The lock file holds the holder's pid and, on Linux, its start time.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'moodcraft.lock');
  // the pid, and when this process started where the system tells (see processStart)
  const mine = `${process.pid} ${processStart('self')}`.trim();
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
      const [pid = '', started = ''] = seen.split(/\s+/);
      const holder = Number(pid);
      if (holder !== process.pid && isAlive(holder, started)) {
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
