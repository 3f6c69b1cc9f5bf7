import { pageSettings } from "./page-settings.server";
import type { RootData } from "../../domain/seo/seo";

/** The part of the configuration pages may see (never secrets). */
export function publicConfig(): RootData {
  const env = pageSettings();
  return {
    embeds: { video: env.VIDEO_EMBED_URL, scheduler: env.SCHEDULER_URL, map: env.MAP_EMBED_URL },
  };
}
