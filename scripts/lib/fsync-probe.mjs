// How long the disk takes to make a small write durable, sampled while a bench row
// runs. A write request is answered only after its commit's fsync (group commit),
// so the disk's own fsync p99 is a floor under the p99 of every write row: on a
// shared machine it says whether a row over budget was the disk's doing.
import { close, fsync, open, unlinkSync, write } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { latencySummary } from "./latency-summary.mjs";

const openFile = promisify(open);
const writeFile = promisify(write);
const syncFile = promisify(fsync);
const closeFile = promisify(close);

/** Writes and fsyncs 4 KB in `dir` every `intervalMs` until stopped; stop() resolves to p50/p99/max in ms. */
export async function startFsyncProbe(dir, intervalMs = 50) {
  const path = join(dir, `.fsync-probe-${process.pid}`);
  const fd = await openFile(path, "w");
  const block = Buffer.alloc(4096, 7);
  const samples = [];
  let stopped = false;
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const started = performance.now();
      await writeFile(fd, block, 0, block.length, (i % 256) * 4096);
      await syncFile(fd);
      samples.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await closeFile(fd);
      unlinkSync(path);
      return latencySummary(samples);
    },
  };
}
