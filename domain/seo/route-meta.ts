import type { MetaDescriptor } from "react-router";

/** A page's meta export: the tags its loader computed on the server (app/loaders/page-data.server.ts). */
export function metaFromData({ data }: { data?: unknown }): MetaDescriptor[] {
  return (data as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
}
