import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Lowers the calling thread's scheduling priority (nice 10). Background work on a
 * worker thread (composing email, WAL checkpoints) should yield the CPU to the
 * thread serving visitors when the machine is busy. Linux schedules threads as
 * tasks, so this thread alone is made nicer; elsewhere it stays as it is.
 */
export function lowerThisThreadPriority() {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 10);
  } catch {
    // Not Linux, or /proc is not mounted.
  }
}
