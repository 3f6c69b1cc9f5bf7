import { parentPort, workerData } from "node:worker_threads";
import BetterSqlite3 from "better-sqlite3";
import { lowerThisThreadPriority } from "../threads/background-priority";
import type { CheckpointerSettings, CheckpointerReport } from "./wal-checkpointer";

// The thread side of startWalCheckpointer: its own connection to the database file,
// used for nothing but PASSIVE checkpoints, which never wait for and never block
// the serving connection (https://sqlite.org/c3ref/wal_checkpoint_v2.html).
const { databasePath, idleMs, busyMs } = workerData as CheckpointerSettings;
const db = new BetterSqlite3(databasePath);
// A checkpoint syncs the WAL before copying it and the database file after (NORMAL or FULL alike).
db.pragma("synchronous = FULL");
lowerThisThreadPriority();

let lastError = "";
let timer: NodeJS.Timeout;

function pass() {
  let next = idleMs;
  try {
    const [result] = db.pragma("wal_checkpoint(PASSIVE)") as { busy: number; log: number; checkpointed: number }[];
    // Frames were written meanwhile: come back soon, so that what the serving connection's own
    // (rare) checkpoint finds left to copy stays small.
    if (result && result.log > result.checkpointed) next = busyMs;
    lastError = "";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== lastError) parentPort!.postMessage({ error: message } satisfies CheckpointerReport);
    lastError = message;
  }
  timer = setTimeout(pass, next);
}

timer = setTimeout(pass, idleMs);
// The one message is "stop": close the connection and let the thread end.
parentPort!.once("message", () => {
  clearTimeout(timer);
  db.close();
  parentPort!.close();
});
