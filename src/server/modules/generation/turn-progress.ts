import type { GenerationEvent } from "../../../shared/schemas/generation";
import type { TurnEvent } from "./turn-error";

const FILE_EVENTS = new Set<GenerationEvent["type"]>(["file-start", "file-delta", "file-complete"]);

/**
 * What of a turn has reached the person. Both rules lean their way: the turn counts as delivered or
 * answered (so paid, whatever happens next: decision 0055) only once a file event's or an explanation
 * delta's write finished while the client was connected,
 * while the content to keep includes every event sent to a connected client (one may read it as it
 * hangs up). A file cut off halfway is left out of `completed`: saving half a PHP file would break a
 * plugin that worked.
 */
export class TurnProgress {
  /** A file event reached the person. */
  delivered = false;
  /** Explanation text reached the person. */
  answered = false;
  readonly completed: Record<string, string> = {};
  readonly deleted: string[] = [];
  explanation = "";

  /** Called as an event is written to a client that is still connected. */
  sending(event: TurnEvent): void {
    if (event.type === "file-complete") this.completed[event.path] = event.content;
    else if (event.type === "file-delete") this.deleted.push(event.path);
    else if (event.type === "explanation-delta") this.explanation += event.delta;
  }

  /** Called once an event's write has finished while the client was still connected. */
  sent(event: TurnEvent): void {
    if (FILE_EVENTS.has(event.type)) this.delivered = true;
    else if (event.type === "explanation-delta") this.answered = true;
  }
}
