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
