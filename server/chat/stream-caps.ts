/**
 * Open live streams in this process, counted per client IP, per conversation and in all. A stream past a cap is
 * refused before it opens (429); `open` returns the release to call when it closes, exactly once.
 */
export interface StreamCaps {
  open(ip: string, conversationId: string): (() => void) | null;
  /** Streams open on the conversation in this process. */
  on(conversationId: string): number;
  readonly size: number;
}

export function streamCaps(limits: { perIp: number; perConversation: number; total: number }): StreamCaps {
  const byIp = new Map<string, number>();
  const byConversation = new Map<string, number>();
  let total = 0;
  const change = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next === 0) map.delete(key);
    else map.set(key, next);
  };
  return {
    open(ip, conversationId) {
      if (total >= limits.total) return null;
      if ((byIp.get(ip) ?? 0) >= limits.perIp) return null;
      if ((byConversation.get(conversationId) ?? 0) >= limits.perConversation) return null;
      total++;
      change(byIp, ip, 1);
      change(byConversation, conversationId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        change(byIp, ip, -1);
        change(byConversation, conversationId, -1);
      };
    },
    on: (conversationId) => byConversation.get(conversationId) ?? 0,
    get size() {
      return total;
    },
  };
}
