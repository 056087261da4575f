/** One server-sent event: its `event:` name ("message" when none was given) and its joined `data:` lines. */
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; returns the events completed by it, in order. */
  push(chunk: string): SseMessage[];
  /** The stream ended: returns an event still waiting for its blank line, if any. */
  end(): SseMessage[];
}

/**
 * A text/event-stream parser (WHATWG HTML §9.2.6) for text that arrives in arbitrary pieces: a line,
 * a field name, a CRLF pair or a JSON payload may be split anywhere. `id` and `retry` are ignored;
 * comments (lines starting with ':') are skipped. Unlike a browser's EventSource, `end()` also hands
 * over a last event whose blank line never came, so a final `done` is not lost to a missing newline.
 */
export function createSseParser(): SseParser {
  let buffer = "";
  let skipLeadingLf = false;
  let eventName = "";
  let dataLines: string[] = [];

  function dispatch(out: SseMessage[]) {
    if (dataLines.length > 0) out.push({ event: eventName || "message", data: dataLines.join("\n") });
    eventName = "";
    dataLines = [];
  }

  function processLine(line: string, out: SseMessage[]) {
    if (line === "") return dispatch(out);
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") dataLines.push(value);
  }

  return {
    push(chunk) {
      const out: SseMessage[] = [];
      let text = chunk;
      // A CR ended the previous chunk: an LF starting this one belongs to the same line break.
      if (skipLeadingLf && text.startsWith("\n")) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;

      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== "\n" && char !== "\r") continue;
        const line = buffer.slice(start, i);
        if (char === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
        processLine(line, out);
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      const out: SseMessage[] = [];
      if (buffer !== "") processLine(buffer, out);
      buffer = "";
      dispatch(out);
      return out;
    },
  };
}
