import type { GenerationEvent } from "../../src/shared/schemas/generation";

/** Reads a whole text/event-stream response into its events (data lines parsed as JSON). */
export async function readSseEvents(response: Response): Promise<GenerationEvent[]> {
  const text = await response.text();
  const events: GenerationEvent[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).replace(/^ /, ""))
      .join("\n");
    if (data) events.push(JSON.parse(data) as GenerationEvent);
  }
  return events;
}

/**
 * Reads `credits` events from an open /api/events response as they arrive: each call resolves with the
 * next balance. With `timeoutMs`, a call rejects when no event comes in time.
 */
export function creditBalanceReader(response: Response): (timeoutMs?: number) => Promise<number> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return async (timeoutMs) => {
    const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
    for (;;) {
      const match = buffer.match(/event: credits\ndata: (.*)\n\n/);
      if (match) {
        buffer = buffer.slice(match.index! + match[0].length);
        return (JSON.parse(match[1]!) as { balance: number }).balance;
      }
      if (Date.now() > deadline) throw new Error(`no credits event in ${timeoutMs} ms; got ${JSON.stringify(buffer)}`);
      const read = reader.read();
      const { value, done } =
        timeoutMs === undefined
          ? await read
          : await Promise.race([
              read,
              new Promise<never>((_, reject) => setTimeout(() => reject(new Error("read timed out")), timeoutMs)),
            ]);
      if (done) throw new Error("stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  };
}
