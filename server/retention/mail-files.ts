import { readdir, stat, unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import { emlFileName } from "../mail/mailer";

/** Where the file mailer (no SMTP_URL) writes its .eml copies: they hold the same personal data as the outbox. */
export function mailDirOf(dataDir: string): string {
  return resolve(dataDir, "mail");
}

async function removeIfPresent(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Deletes .eml files last written before `cutoff` (ISO). Returns how many. */
export async function purgeMailFiles(mailDir: string, cutoff: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const limit = Date.parse(cutoff);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const path = join(mailDir, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < limit && (await removeIfPresent(path))) removed++;
  }
  return removed;
}

/** The .eml files of these outbox rows (by Message-ID) that exist; deletes them unless `dryRun`. */
export async function deleteMailFiles(mailDir: string, messageIds: string[], dryRun: boolean): Promise<number> {
  let found = 0;
  for (const messageId of messageIds) {
    const path = join(mailDir, emlFileName(messageId));
    if (dryRun) found += (await stat(path).catch(() => null)) ? 1 : 0;
    else found += (await removeIfPresent(path)) ? 1 : 0;
  }
  return found;
}
