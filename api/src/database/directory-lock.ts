import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite's data directory has no lock of its own: two processes opening it corrupt it. The
 * server takes `<directory>.lock` holding its pid, refuses to start while a live process holds
 * it, and takes over a lock whose process has died.
 */
export class DatabaseLockedError extends Error {
  override readonly name = 'DatabaseLockedError';
}

export function lockPathOf(directory: string): string {
  return `${path.resolve(directory)}.lock`;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function lockedError(directory: string, lockPath: string, pid: number): DatabaseLockedError {
  return new DatabaseLockedError(
    `The database directory ${directory} is in use by process ${pid} (lock file ${lockPath}). ` +
      'Stop that process, or point DATABASE_URL at another directory.',
  );
}

/** Takes the lock of `directory`; returns the function that releases it. */
export function acquireDirectoryLock(directory: string): () => void {
  const absolute = path.resolve(directory);
  const lockPath = lockPathOf(absolute);
  mkdirSync(path.dirname(lockPath), { recursive: true });

  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(lockPath)) {
      return () => {
        if (readHolder(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    }
    const holder = readHolder(lockPath);
    if (holder !== null && isProcessAlive(holder)) throw lockedError(absolute, lockPath, holder);
    // Stale: its process is gone (or the file holds no pid). Remove it and try again.
    rmSync(lockPath, { force: true });
  }
  throw new DatabaseLockedError(
    `Could not take the lock file ${lockPath} of the database directory ${absolute}.`,
  );
}
