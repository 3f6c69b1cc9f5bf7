import { close, fstat, fsync, open } from "node:fs";
import { dirname } from "node:path";
import { promisify } from "node:util";

// The callback API: fs/promises does several times more work on the event loop per call.
const openFile = promisify(open);
const syncFile = promisify(fsync);
const statFile = promisify(fstat);
const closeFile = promisify(close);

/**
 * fsync of an SQLite database's WAL file, on libuv's thread pool instead of the
 * event loop (group-commit.ts). A commit made with synchronous=NORMAL has
 * written its frames to the WAL; once this resolves they are on disk, which is
 * what synchronous=FULL would have waited for inside COMMIT. The directory is
 * synced once as well, so the WAL file's own entry survives a power cut. SQLite
 * keeps its WAL file while any connection is open (ours is); should it ever have
 * been unlinked all the same, the file is opened again by name and synced.
 *
 * Calls coalesce: one fsync covers every commit made before it started, so
 * callers arriving while one runs share the next one.
 */
export function walSync(databasePath: string): { sync: () => Promise<void>; close: () => void } {
  const walPath = `${databasePath}-wal`;
  let fd: number | undefined;
  let directorySynced = false;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  async function syncPath(path: string) {
    const dirFd = await openFile(path, "r");
    try {
      await syncFile(dirFd);
    } finally {
      await closeFile(dirFd);
    }
  }

  async function syncOnce() {
    fd ??= await openFile(walPath, "r+");
    await syncFile(fd);
    if ((await statFile(fd)).nlink === 0) {
      const stale = fd;
      fd = undefined;
      await closeFile(stale);
      fd = await openFile(walPath, "r+");
      await syncFile(fd);
    }
    if (!directorySynced) {
      await syncPath(dirname(walPath));
      directorySynced = true;
    }
  }

  function start(): Promise<void> {
    running = syncOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    sync() {
      if (!running) return start();
      // The fsync in progress may have begun before the caller's commit: wait for a fresh one.
      next ??= running
        .catch(() => {})
        .then(() => {
          next = undefined;
          return running ?? start();
        });
      return next;
    },
    /** With the database: lets the descriptor go (a sync still running keeps its own until done). */
    close() {
      const open = fd;
      fd = undefined;
      if (open !== undefined) void Promise.resolve(running).finally(() => closeFile(open).catch(() => {}));
    },
  };
}
