import { describe, expect, it } from "vitest";
import { createSseParser, type SseMessage } from "./sse";

function parseAll(chunks: string[]): SseMessage[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

const STREAM =
  'event: start\ndata: {"type":"start"}\n\n' +
  ": keep-alive comment\n\n" +
  'event: file-delta\ndata: {"type":"file-delta","path":"a/b.php","delta":"<?php\\necho \'å\';"}\n\n' +
  "event: multi\ndata: line one\ndata: line two\n\n" +
  "data:no-space\n\n" +
  'event: done\r\ndata: {"type":"done"}\r\n\r\n';

const EXPECTED: SseMessage[] = [
  { event: "start", data: '{"type":"start"}' },
  { event: "file-delta", data: '{"type":"file-delta","path":"a/b.php","delta":"<?php\\necho \'å\';"}' },
  { event: "multi", data: "line one\nline two" },
  { event: "message", data: "no-space" },
  { event: "done", data: '{"type":"done"}' },
];

describe("[BUILDER][SSE] createSseParser", () => {
  it("parses a whole stream in one piece", () => {
    expect(parseAll([STREAM])).toEqual(EXPECTED);
  });

  it("gives the same events when the input is split at every boundary", () => {
    for (let cut = 0; cut <= STREAM.length; cut++) {
      expect(parseAll([STREAM.slice(0, cut), STREAM.slice(cut)]), `cut at ${cut}`).toEqual(EXPECTED);
    }
  });

  it("gives the same events when split at every pair of boundaries", () => {
    for (let a = 0; a <= STREAM.length; a += 3) {
      for (let b = a; b <= STREAM.length; b += 5) {
        expect(parseAll([STREAM.slice(0, a), STREAM.slice(a, b), STREAM.slice(b)]), `cuts ${a}, ${b}`).toEqual(
          EXPECTED,
        );
      }
    }
  });

  it("gives the same events when fed one character at a time", () => {
    expect(parseAll([...STREAM])).toEqual(EXPECTED);
  });

  it("treats CR, LF and CRLF alike, also when CRLF is split between chunks", () => {
    expect(parseAll(["data: a\r", "\ndata: b\r", "\r", "\n"])).toEqual([{ event: "message", data: "a\nb" }]);
    expect(parseAll(["data: x\r\rdata: y\n\n"])).toEqual([
      { event: "message", data: "x" },
      { event: "message", data: "y" },
    ]);
  });

  it("skips events without data and forgets the event name after dispatch", () => {
    expect(parseAll(["event: ping\n\n", "data: 1\n\n"])).toEqual([{ event: "message", data: "1" }]);
  });

  it("hands over a last event whose blank line never came", () => {
    expect(parseAll(['event: done\ndata: {"ok":true}'])).toEqual([{ event: "done", data: '{"ok":true}' }]);
    expect(parseAll(["event: done\ndata: 1\n"])).toEqual([{ event: "done", data: "1" }]);
  });

  it("keeps a colon inside the value and an empty data line", () => {
    expect(parseAll(["data: a: b\ndata\n\n"])).toEqual([{ event: "message", data: "a: b\n" }]);
  });
});
