/** One server-sent event as read off the wire. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * An open event stream read with fetch: `next(match)` resolves with the first event (in arrival order, including
 * ones already received) that matches, so a test waits for the event itself, never a fixed time.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let ended = false;
  const endWaiters: (() => void)[] = [];
  const deliver = (event: SseEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  };
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: "message", data: "" };
            const data: string[] = [];
            let any = false;
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) continue;
              const [field, ...rest] = line.split(":");
              const value = rest.join(":").replace(/^ /, "");
              any = true;
              if (field === "event") event.event = value;
              else if (field === "id") event.id = value;
              else if (field === "data") data.push(value);
            }
            if (!any) continue;
            event.data = data.join("\n");
            deliver(event);
          }
        }
      } catch {
        // Aborted by close(), or the server ended the stream.
      }
      ended = true;
      endWaiters.forEach((resolve) => resolve());
    })();
  }
  return {
    response,
    events,
    next(match: (e: SseEvent) => boolean = () => true): Promise<SseEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    /** Resolves once the server has closed the stream. */
    ended: () => (ended ? Promise.resolve() : new Promise<void>((resolve) => endWaiters.push(resolve))),
    close: () => controller.abort(),
  };
}
