// Runs shell commands side by side and prints each one's output whole when it ends, so the logs stay readable.
// Exits with the first failure's code once all have ended. Usage: node scripts/run-parallel.mjs "cmd a" "cmd b && cmd c"
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: node scripts/run-parallel.mjs <command> [<command> …]");
  process.exit(2);
}

function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? "passed" : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n── ${command}: ${status} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(commands.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
