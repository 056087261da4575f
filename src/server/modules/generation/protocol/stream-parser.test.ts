import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../../shared/constants";
import { PluginLimitError } from "../../../wordpress/plugin-limits";
import type { GeneratedReply } from "./reply";
import { serializeReply } from "./reply-format";
import { parseReply } from "./parse-reply.testing";
import { MAX_REPLY_CHARS, type ParserEvent, ReplyError, StreamParser } from "./stream-parser";

// The parser is fed every reply split at every awkward boundary (bolt.diy's message-parser.spec idea):
// whatever the chunking, the final reply is the same and the streamed deltas add up to each file.

const MULTI = [
  "Sure! Here is your plugin.",
  '<file path="hello/hello.php">',
  "<?php",
  "/**",
  " * Plugin Name: Hello",
  " */",
  "defined( 'ABSPATH' ) || exit;",
  "echo '</file>'; // a closing tag inside a line does not end the file",
  "  </file> with text after it is content too",
  '<file path="not-a-header.php">',
  "</files>",
  "<",
  "</fil",
  "",
  "</file>",
  '<file path="./hello/assets/hello.css">',
  ".hello { color: red; }",
  "   </file>   ",
  '<delete path="hello/old.php" />',
  "<explanation>",
  "",
  "Adds a **hello** shortcode.",
  "",
  "Use `[hello]`.  ",
  "</explanation>",
  "<features>",
  "- Shortcode",
  "* Styles",
  "1. Safe",
  "",
  "</features>",
  '<quick-action label="Add &quot;settings&quot; &amp; more">Add a settings page</quick-action>',
  '<quick-action label="Multi">',
  "Line one",
  "line two",
  "</quick-action>",
  '<preview mode="backend">',
  '<div class="wrap"><h1>Hello</h1></div>',
  "</preview>",
  '<preview mode="frontend">',
  "<p>Hello</p>",
  "</preview>",
  "Thanks!",
].join("\n");

const MULTI_REPLY: GeneratedReply = {
  files: {
    "hello/hello.php": [
      "<?php",
      "/**",
      " * Plugin Name: Hello",
      " */",
      "defined( 'ABSPATH' ) || exit;",
      "echo '</file>'; // a closing tag inside a line does not end the file",
      "  </file> with text after it is content too",
      '<file path="not-a-header.php">',
      "</files>",
      "<",
      "</fil",
      "",
      "",
    ].join("\n"),
    "hello/assets/hello.css": ".hello { color: red; }\n",
  },
  deleted: ["hello/old.php"],
  explanation: "Adds a **hello** shortcode.\n\nUse `[hello]`.",
  features: ["Shortcode", "Styles", "Safe"],
  quickActions: [
    { label: 'Add "settings" & more', prompt: "Add a settings page" },
    { label: "Multi", prompt: "Line one\nline two" },
  ],
  previews: { backend: '<div class="wrap"><h1>Hello</h1></div>', frontend: "<p>Hello</p>" },
};

const crlf = (s: string) => s.replace(/\n/g, "\r\n");
const MULTI_CRLF_REPLY: GeneratedReply = {
  ...MULTI_REPLY,
  files: Object.fromEntries(Object.entries(MULTI_REPLY.files).map(([p, c]) => [p, crlf(c)])),
  explanation: crlf(MULTI_REPLY.explanation),
  quickActions: MULTI_REPLY.quickActions.map((a) => ({ ...a, prompt: crlf(a.prompt) })),
};

const UNICODE = [
  '<file path="världen/världen.php">',
  "<?php // Hej världen 😀 日本語 e\u0301 👩‍👩‍👧 𝄞",
  "echo '🎉';",
  "</file>",
  "<explanation>",
  "Emoji 🚀 and Swedish: åäö ÅÄÖ 🇸🇪",
  "</explanation>",
].join("\n");

const UNICODE_REPLY: GeneratedReply = {
  files: { "världen/världen.php": "<?php // Hej världen 😀 日本語 e\u0301 👩‍👩‍👧 𝄞\necho '🎉';\n" },
  deleted: [],
  explanation: "Emoji 🚀 and Swedish: åäö ÅÄÖ 🇸🇪",
  features: [],
  quickActions: [],
  previews: {},
};

const SAMPLES: Array<[string, string, GeneratedReply]> = [
  ["a multi-file reply", MULTI, MULTI_REPLY],
  ["the same reply with CRLF line ends", crlf(MULTI), MULTI_CRLF_REPLY],
  ["unicode content", UNICODE, UNICODE_REPLY],
];

function parseChunks(chunks: string[]): { reply: GeneratedReply; events: ParserEvent[] } {
  const parser = new StreamParser();
  const events: ParserEvent[] = [];
  for (const chunk of chunks) events.push(...parser.push(chunk));
  const end = parser.end();
  return { reply: end.reply, events: [...events, ...end.events] };
}

/** The streamed events agree with the reply: deltas add up to each file and to the explanation. */
function expectEventsMatch(reply: GeneratedReply, events: ParserEvent[]) {
  const streamed = new Map<string, string>();
  const completed = new Map<string, string>();
  let explanation = "";
  for (const event of events) {
    if (event.type === "file-start") {
      expect(completed.has(event.path) && streamed.has(event.path)).toBe(false);
      streamed.set(event.path, "");
    } else if (event.type === "file-delta") {
      expect(streamed.has(event.path)).toBe(true);
      expect(completed.has(event.path)).toBe(false);
      expect(event.delta).not.toBe("");
      streamed.set(event.path, streamed.get(event.path) + event.delta);
    } else if (event.type === "file-complete") {
      expect(streamed.get(event.path)).toBe(event.content);
      completed.set(event.path, event.content);
    } else if (event.type === "explanation-delta") {
      explanation += event.delta;
    }
  }
  expect(Object.fromEntries(completed)).toEqual(reply.files);
  expect(explanation).toBe(reply.explanation);
}

/** A small seeded PRNG (mulberry32), so random splits are the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("[GENERATION][PARSER] chunking", () => {
  it.each(SAMPLES)("reads %s in one piece", (_name, text, expected) => {
    const { reply, events } = parseChunks([text]);
    expect(reply).toEqual(expected);
    expectEventsMatch(reply, events);
  });

  it.each(SAMPLES)("reads %s split at every boundary", (_name, text, expected) => {
    for (let at = 0; at <= text.length; at++) {
      const { reply, events } = parseChunks([text.slice(0, at), text.slice(at)]);
      expect(reply, `split at ${at}`).toEqual(expected);
      expectEventsMatch(reply, events);
    }
  });

  it.each(SAMPLES)("reads %s one character at a time", (_name, text, expected) => {
    const { reply, events } = parseChunks([...text.split("")]);
    expect(reply).toEqual(expected);
    expectEventsMatch(reply, events);
  });

  it.each(SAMPLES)("reads %s split at random (fixed seed)", (_name, text, expected) => {
    const next = random(42);
    for (let run = 0; run < 200; run++) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; ) {
        const size = Math.floor(next() * 24);
        chunks.push(text.slice(i, i + size));
        i += size;
      }
      const { reply, events } = parseChunks(chunks);
      expect(reply, `run ${run}`).toEqual(expected);
      expectEventsMatch(reply, events);
    }
  });

  it("reads a short reply split at every pair of boundaries", () => {
    const text = '<file path="a/a.php">\n<?php\n</file>\n<explanation>\nHi\n</explanation>\n';
    for (let i = 0; i <= text.length; i++) {
      for (let j = i; j <= text.length; j++) {
        const { reply } = parseChunks([text.slice(0, i), text.slice(i, j), text.slice(j)]);
        expect(reply.files).toEqual({ "a/a.php": "<?php\n" });
        expect(reply.explanation).toBe("Hi");
      }
    }
  });

  it("never sends half of a surrogate pair in a delta", () => {
    for (let at = 0; at <= UNICODE.length; at++) {
      const { events } = parseChunks([UNICODE.slice(0, at), UNICODE.slice(at)]);
      for (const event of events) {
        if (event.type === "file-delta" || event.type === "explanation-delta") {
          expect(/[\ud800-\udbff]$/.test(event.delta), `split at ${at}`).toBe(false);
          expect(/^[\udc00-\udfff]/.test(event.delta), `split at ${at}`).toBe(false);
        }
      }
    }
  });

  it("sends file content as soon as it is certain, holding back only a possible closing line", () => {
    const parser = new StreamParser();
    expect(parser.push('<file path="p/p.php">\n<?php\necho 1;')).toEqual([
      { type: "file-start", path: "p/p.php" },
      { type: "file-delta", path: "p/p.php", delta: "<?php\necho 1;" },
    ]);
    expect(parser.push("\n  </fi")).toEqual([{ type: "file-delta", path: "p/p.php", delta: "\n" }]);
    expect(parser.push("x")).toEqual([{ type: "file-delta", path: "p/p.php", delta: "  </fix" }]);
    expect(parser.push("\n</file")).toEqual([{ type: "file-delta", path: "p/p.php", delta: "\n" }]);
    expect(parser.push(">  \n")).toEqual([{ type: "file-complete", path: "p/p.php", content: "<?php\necho 1;\n  </fix\n" }]);
    expect(parser.push("<explanation>\n  Hello")).toEqual([{ type: "explanation-delta", delta: "Hello" }]);
    expect(parser.push(" \n")).toEqual([]);
    expect(parser.push("world\n</explanation>\n")).toEqual([{ type: "explanation-delta", delta: " \nworld" }]);
    expect(parser.end().reply.explanation).toBe("Hello \nworld");
  });

  // One pass, checked by amounts rather than a stopwatch: after every push, all content that can no
  // longer be a closing line has been handed out, so no push re-reads what came before. Yielding now
  // and then lets the test's own timeout stop a parser that slows down as the reply grows.
  it("reads a long reply in one pass, holding back no more than a possible closing tag", async () => {
    const line = "$value = sanitize_text_field( wp_unslash( $_POST['value'] ?? '' ) ); // </file> inside a line\n";
    // ~3.6 MB in eight files just under the per-file cap (LIMITS.fileBytes).
    const content = line.repeat(5_000);
    const paths = Array.from({ length: 8 }, (_, i) => `big/part-${i}.php`);
    const text = `${paths.map((path) => `<file path="${path}">\n${content}</file>\n`).join("")}<explanation>\nBig\n</explanation>\n`;
    const starts = paths.map((path) => text.indexOf(`<file path="${path}">\n`) + `<file path="${path}">\n`.length);
    const contentBefore = (end: number) => starts.reduce((sum, start) => sum + Math.min(Math.max(end - start, 0), content.length), 0);
    const parser = new StreamParser();
    let streamed = 0;
    let mostHeldBack = 0;
    for (let i = 0, pushes = 0; i < text.length; i += 7, pushes++) {
      for (const event of parser.push(text.slice(i, i + 7))) if (event.type === "file-delta") streamed += event.delta.length;
      mostHeldBack = Math.max(mostHeldBack, contentBefore(i + 7) - streamed);
      if (pushes % 10_000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const { reply } = parser.end();
    for (const path of paths) expect(reply.files[path]).toBe(content);
    expect(streamed).toBe(content.length * paths.length);
    expect(mostHeldBack).toBeLessThanOrEqual("</file>".length);
  });
});

describe("[GENERATION][PARSER] format", () => {
  it("treats a reply without any block as the explanation", () => {
    const { reply, events } = parseChunks(["I need to know ", "which form fields you want.\n"]);
    expect(reply.explanation).toBe("I need to know which form fields you want.");
    expect(reply.files).toEqual({});
    expect(events).toEqual([{ type: "explanation-delta", delta: reply.explanation }]);
  });

  it("ignores text outside blocks, such as a Markdown fence around the whole reply", () => {
    const reply = parseReply('```xml\n<file path="a/a.php">\n<?php\n</file>\n```\n<div>not a block</div>\n');
    expect(reply.files).toEqual({ "a/a.php": "<?php\n" });
    expect(reply.explanation).toBe("");
  });

  it("reads a closing line at the very end without a line break", () => {
    expect(parseReply('<file path="a/a.php">\n<?php\n</file>').files).toEqual({ "a/a.php": "<?php\n" });
    expect(parseReply('<file path="a/a.php">\n</file>').files).toEqual({ "a/a.php": "" });
  });

  it("reads one-line blocks and content starting on the tag's line", () => {
    const reply = parseReply(
      [
        '<file path="a/a.txt">one line</file>',
        '<file path="a/b.php"><?php',
        "echo 1;",
        "</file>",
        "<explanation>Short.</explanation>",
        '<delete path="a/c.php"></delete>',
        '<delete path="a/d.php"/>',
        '<preview mode="frontend"><p>Hi</p></preview>',
        "<features/>",
      ].join("\n"),
    );
    expect(reply.files).toEqual({ "a/a.txt": "one line", "a/b.php": "<?php\necho 1;\n" });
    expect(reply.explanation).toBe("Short.");
    expect(reply.deleted).toEqual(["a/c.php", "a/d.php"]);
    expect(reply.previews).toEqual({ frontend: "<p>Hi</p>" });
  });

  it("lets the last word on a path win: a later delete removes a file, a later file undoes a delete", () => {
    const { reply, events } = parseChunks([
      '<file path="a/x.php">\n1\n</file>\n<delete path="a/x.php" />\n<delete path="a/y.php" />\n<file path="a/y.php">\n2\n</file>\n<file path="a/z.php">\n3\n</file>\n<file path="a/z.php">\n4\n</file>\n',
    ]);
    expect(reply.files).toEqual({ "a/y.php": "2\n", "a/z.php": "4\n" });
    expect(reply.deleted).toEqual(["a/x.php"]);
    expect(events.filter((e) => e.type === "file-delete").map((e) => e.path)).toEqual(["a/x.php", "a/y.php"]);
  });

  it("joins several explanation blocks with a blank line, in the deltas too", () => {
    const { reply, events } = parseChunks(["<explanation>\nOne\n</explanation>\n<explanation>\n\n</explanation>\n<explanation>Two</explanation>"]);
    expect(reply.explanation).toBe("One\n\nTwo");
    expectEventsMatch(reply, events);
  });

  it("accepts single-quoted attributes and numeric entities", () => {
    const reply = parseReply("<quick-action label='Say &#34;hi&#x22;'>Go</quick-action>\n<explanation>x</explanation>");
    expect(reply.quickActions).toEqual([{ label: 'Say "hi"', prompt: "Go" }]);
  });

  it("normalises paths: leading ./ and /, and . segments", () => {
    const reply = parseReply('<file path="/p/./a.php">\n</file>\n<file path="././p/b.php">\n</file>\n');
    expect(Object.keys(reply.files)).toEqual(["p/a.php", "p/b.php"]);
  });
});

describe("[GENERATION][PARSER] errors", () => {
  const malformed: Array<[string, string]> = [
    ["a path with ..", '<file path="../../etc/passwd">\nroot\n</file>\n'],
    ["a path with a .. segment inside", '<file path="p/../../x.php">\n</file>\n'],
    ["an absolute path (after one leading slash)", '<file path="//etc/passwd">\n</file>\n'],
    ["a drive letter", '<file path="C:/x.php">\n</file>\n'],
    ["a backslash", '<file path="p\\x.php">\n</file>\n'],
    ["a NUL", '<file path="p/x&#0;.php">\n</file>\n'],
    ["an empty path", '<file path="">\n</file>\n'],
    ["an empty segment", '<file path="p//x.php">\n</file>\n'],
    ["a folder path", '<file path="p/">\n</file>\n'],
    ["a name ending in a dot", '<file path="p/x.php.">\n</file>\n'],
    ["a name ending in a space (inside the path)", '<file path="p/dir /x.php">\n</file>\n'],
    ["a colon", '<file path="p/x.php:alt">\n</file>\n'],
    ["a bidi override", '<file path="p/\u202egnp.php">\n</file>\n'],
    ["a Windows device name", '<file path="p/con.php">\n</file>\n'],
    ["a Windows device folder", '<file path="p/LPT1/x.php">\n</file>\n'],
    ["an over-long path", `<file path="p/${"a".repeat(LIMITS.pathChars)}.php">\n</file>\n`],
    ["a bad delete path", '<delete path="../x" />\n<explanation>x</explanation>'],
    ["a file without path", "<file>\nx\n</file>\n"],
    ["an unterminated tag", '<file path="p/x.php"\nx\n</file>\n'],
    ["an unquoted attribute", "<file path=p/x.php>\nx\n</file>\n"],
    ["an unknown preview mode", '<preview mode="sideways">\nx\n</preview>\n'],
    ["a quick action without label", "<quick-action>Go</quick-action>\n"],
    ["an unknown encoding", '<file path="p/x.php" encoding="rot13">\nx\n</file>\n'],
    ["text written to an image path", '<file path="p/assets/icon.png">\nnot an image\n</file>\n'],
    ["base64 written to an image path", '<file path="p/photo.JPEG" encoding="base64">\naGk=\n</file>\n'],
    ["nothing at all", ""],
    ["only blanks", "  \n\n "],
    ["neither files nor an explanation", "<features>\n- a\n</features>\n"],
  ];

  it.each(malformed)("refuses %s as malformed", (_name, text) => {
    const parser = new StreamParser();
    let error: unknown;
    try {
      parser.push(text);
      parser.end();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ReplyError);
    expect((error as ReplyError).code).toBe("malformed");
  });

  it("stops at the first malformed header, during push, and keeps refusing", () => {
    const parser = new StreamParser();
    parser.push('<file path="ok/ok.php">\n<?php\n</file>\n');
    expect(() => parser.push('<file path="../../etc/passwd">\n')).toThrow(ReplyError);
    expect(() => parser.push("more")).toThrow(/Refused file path/);
    expect(() => parser.end()).toThrow(ReplyError);
  });

  it("stops a file past the per-file cap while it streams, with 413, and keeps refusing", () => {
    const parser = new StreamParser();
    parser.push('<file path="p/big.php">\n');
    const line = `${"x".repeat(1023)}\n`;
    let sent = 0;
    let error: unknown;
    try {
      // Never more than one chunk past the cap is read: the parser does not wait for the file's end.
      for (; sent < LIMITS.fileBytes + 2 * line.length; sent += line.length) parser.push(line);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(PluginLimitError);
    expect(error).toMatchObject({ code: "file_too_large" });
    expect((error as Error).message).toContain("p/big.php");
    expect(sent).toBeLessThanOrEqual(LIMITS.fileBytes + line.length);
    expect(() => parser.push("x")).toThrow(PluginLimitError);
    expect(() => parser.end()).toThrow(PluginLimitError);
  });

  it("stops a base64 file past the cap, and files that together pass the reply cap", () => {
    const encoded = Buffer.from("y".repeat(LIMITS.fileBytes + 10)).toString("base64");
    expect(() => parseReply(`<file path="p/b.txt" encoding="base64">\n${encoded}\n</file>\n`)).toThrow(/File too large/);
    const file = (i: number) => `<file path="p/f${i}.txt">\n${"z".repeat(LIMITS.fileBytes - 1)}\n</file>\n`;
    const fit = Math.floor(LIMITS.replyBytes / LIMITS.fileBytes);
    const refusal = (count: number) => {
      try {
        parseReply(Array.from({ length: count }, (_, i) => file(i)).join(""));
      } catch (err) {
        return err;
      }
      return null;
    };
    // The running total is of what this reply writes (LIMITS.replyBytes), not the plugin's cap.
    expect(refusal(fit)).toBeNull();
    const error = refusal(fit + 1);
    expect(error).toBeInstanceOf(PluginLimitError);
    expect(error).toMatchObject({
      code: "reply_too_large",
      message: `Reply too large: the files it writes are over ${LIMITS.replyBytes / (1024 * 1024)} MB together, the limit for one reply`,
    });
  });

  it("refuses a reply's text past MAX_REPLY_CHARS, which follows from LIMITS.replyBytes", () => {
    expect(MAX_REPLY_CHARS).toBe(2 * LIMITS.replyBytes);
    const parser = new StreamParser();
    const explanation = `<explanation>\n${"e".repeat(1024 * 1024)}\n`;
    let error: unknown;
    let pushed = 0;
    try {
      for (; pushed <= MAX_REPLY_CHARS + explanation.length; pushed += explanation.length) parser.push(explanation);
    } catch (err) {
      error = err;
    }
    expect(error).toMatchObject({ code: "reply_too_large" });
    expect(pushed).toBeGreaterThan(MAX_REPLY_CHARS - explanation.length);
    expect(pushed).toBeLessThanOrEqual(MAX_REPLY_CHARS);
  });

  it("refuses an image path before any of its content is sent, keeping what came before", () => {
    const parser = new StreamParser();
    const events = parser.push('<file path="p/p.php">\n<?php\n</file>\n');
    expect(events.map((e) => e.type)).toEqual(["file-start", "file-delta", "file-complete"]);
    expect(() => parser.push('<file path="p/logo.webp">\n')).toThrow(/Images can't be written as text: p\/logo\.webp/);
    // Deleting an image is an ordinary change.
    expect(parseReply('<delete path="p/logo.png" />\n<explanation>\nRemoved the logo\n</explanation>\n').deleted).toEqual(["p/logo.png"]);
  });

  it("refuses more than 300 files", () => {
    const files = Array.from({ length: 301 }, (_, i) => `<file path="p/f${i}.txt">\n${i}\n</file>\n`).join("");
    expect(() => parseReply(files)).toThrow(/More than 300 files/);
    expect(Object.keys(parseReply(files.split("<file").slice(0, 301).join("<file")).files)).toHaveLength(300);
  });

  const truncated: Array<[string, string]> = [
    ["inside a file", '<file path="a/a.php">\n<?php\necho'],
    ["inside a file on a partial closing tag", '<file path="a/a.php">\n<?php\n</fil'],
    ["right after a file's tag line", '<explanation>x</explanation>\n<file path="a/a.php">'],
    ["inside the explanation", '<file path="a/a.php">\n</file>\n<explanation>\nAll done'],
    ["inside a preview", '<file path="a/a.php">\n</file>\n<preview mode="backend">\n<div>'],
  ];

  it.each(truncated)("reports a reply cut off %s as truncated", (_name, text) => {
    const parser = new StreamParser();
    parser.push(text);
    let error: unknown;
    try {
      parser.end();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ReplyError);
    expect((error as ReplyError).code).toBe("truncated");
  });
});

describe("[GENERATION][PARSER] JSON fallback (spec.md §7)", () => {
  const json = {
    files: { "greet/greet.php": "<?php\n/* Plugin Name: Greet */\n", "./greet/readme.txt": "```\nhi\n```\n" },
    explanation: "Adds a greeting.",
    features: ["Greeting", 3],
    quickActions: [{ label: "Bigger", prompt: "Make it bigger" }, "Add colours"],
    preview_html: "<p>admin</p>",
    frontend_preview_html: "<p>site</p>",
    deleted: ["greet/old.php"],
  };
  const expected: GeneratedReply = {
    files: { "greet/greet.php": json.files["greet/greet.php"], "greet/readme.txt": json.files["./greet/readme.txt"] },
    deleted: ["greet/old.php"],
    explanation: "Adds a greeting.",
    features: ["Greeting"],
    quickActions: [
      { label: "Bigger", prompt: "Make it bigger" },
      { label: "Add colours", prompt: "Add colours" },
    ],
    previews: { backend: "<p>admin</p>", frontend: "<p>site</p>" },
  };

  it("reads a reply without tags that holds JSON in a ```json fence, at every split", () => {
    const text = `Here is the plugin:\n\n\`\`\`json\n${JSON.stringify(json, null, 2)}\n\`\`\`\n`;
    for (let at = 0; at <= text.length; at += 5) {
      const { reply, events } = parseChunks([text.slice(0, at), text.slice(at)]);
      expect(reply).toEqual(expected);
      expectEventsMatch(reply, events);
    }
  });

  it("reads bare JSON, and JSON inside the explanation block", () => {
    expect(parseReply(JSON.stringify(json))).toEqual(expected);
    const { reply, events } = parseChunks([`<explanation>\n${JSON.stringify(json)}\n</explanation>\n`]);
    expect(reply).toEqual(expected);
    expect(events.filter((e) => e.type === "file-complete")).toHaveLength(2);
  });

  it("takes the text around the JSON as the explanation when the JSON has none, and files as a list", () => {
    const reply = parseReply('Done.\n```json\n{"files": [{"path": "g/g.php", "content": "<?php\\n"}]}\n```');
    expect(reply.files).toEqual({ "g/g.php": "<?php\n" });
    expect(reply.explanation).toBe("Done.");
  });

  it("keeps JSON without files as plain explanation text", () => {
    const text = 'The settings look like {"color": "red"} now.';
    expect(parseReply(text)).toMatchObject({ files: {}, explanation: text });
  });

  it("refuses a bad path inside the JSON", () => {
    expect(() => parseReply('{"files": {"../../etc/passwd": "x"}}')).toThrow(ReplyError);
  });

  it("prefers tagged files over JSON in the explanation", () => {
    const reply = parseReply(`<file path="t/t.php">\n<?php\n</file>\n<explanation>\n${JSON.stringify(json)}\n</explanation>`);
    expect(Object.keys(reply.files)).toEqual(["t/t.php"]);
  });
});

describe("[GENERATION][PARSER] serializeReply round trip", () => {
  const awkward = fc.constantFrom(
    "\n",
    "\r\n",
    "\r",
    " ",
    "\t",
    "</file>",
    "\n</file>\n",
    "  </file>  ",
    "</explanation>",
    "\n</preview>\n",
    "\n</quick-action>",
    '<file path="x">',
    "&quot;",
    "- ",
    "```",
    "\u2028",
    "😀",
  );
  const text = fc.string({ unit: fc.oneof({ arbitrary: fc.string({ unit: "binary", maxLength: 3 }), weight: 3 }, { arbitrary: awkward, weight: 2 }), maxLength: 40 });
  const path = fc
    .array(fc.stringMatching(/^[a-z0-9_-]{1,8}(\.[a-z]{1,3})?$/), { minLength: 1, maxLength: 3 })
    .map((segments) => segments.join("/"));
  const replyArbitrary = fc
    .record({
      files: fc.dictionary(path, text, { minKeys: 1, maxKeys: 4 }),
      deleted: fc.uniqueArray(path, { maxLength: 2 }),
      explanation: text,
      features: fc.array(text, { maxLength: 3 }),
      quickActions: fc.array(
        fc.record({ label: text.filter((l) => l.trim() !== ""), prompt: text }),
        { maxLength: 3 },
      ),
      previews: fc.record({ backend: text, frontend: text }, { requiredKeys: [] }),
    })
    .map((r): GeneratedReply => ({ ...r, deleted: r.deleted.filter((p) => !(p in r.files)) }));

  it("parses what it writes, whatever the content and wherever the chunks split", () => {
    fc.assert(
      fc.property(replyArbitrary, fc.integer({ min: 1, max: 50 }), (reply, chunkSize) => {
        const written = serializeReply(reply);
        const chunks = written.match(new RegExp(`[\\s\\S]{1,${chunkSize}}`, "g")) ?? [];
        const { reply: parsed, events } = parseChunks(chunks);
        expect(parsed).toEqual({
          files: reply.files,
          deleted: reply.deleted,
          explanation: reply.explanation.trim(),
          features: reply.features.map((f) => f.replace(/\s+/g, " ").trim()).filter((f) => f !== ""),
          quickActions: reply.quickActions.map((a) => ({ label: a.label.trim(), prompt: a.prompt.trim() || a.label.trim() })),
          previews: Object.fromEntries(
            Object.entries(reply.previews)
              .map(([mode, html]) => [mode, html?.trim()])
              .filter(([, html]) => html),
          ),
        });
        expectEventsMatch(parsed, events);
      }),
      { numRuns: 400, seed: 20240601 },
    );
  });

  it("writes ordinary files verbatim, so they stream as they are written", () => {
    const written = serializeReply({
      files: { "a/a.php": "<?php\necho 1;\n", "a/b.css": "b{}", "a/c.txt": "" },
      deleted: ["a/old.php"],
      explanation: "  Done.  ",
      features: ["One", " "],
      quickActions: [{ label: 'Say "hi"', prompt: "Say hi" }],
      previews: { backend: "<p>b</p>" },
    });
    expect(written).toBe(
      [
        '<file path="a/a.php">',
        "<?php",
        "echo 1;",
        "</file>",
        '<file path="a/b.css" trailing-newline="no">',
        "b{}",
        "</file>",
        '<file path="a/c.txt">',
        "</file>",
        '<delete path="a/old.php" />',
        "<explanation>",
        "Done.",
        "</explanation>",
        "<features>",
        "- One",
        "</features>",
        '<quick-action label="Say &quot;hi&quot;">Say hi</quick-action>',
        '<preview mode="backend">',
        "<p>b</p>",
        "</preview>",
        "",
      ].join("\n"),
    );
  });
});

describe("[GENERATION][PARSER] files settled before the reply ends (decision 0088)", () => {
  const feed = (parser: StreamParser, lines: string[]) => parser.push(`${lines.join("\n")}\n`);

  it("gives the files and deletions once a block after them opens, and none before", () => {
    const parser = new StreamParser();
    feed(parser, ['<file path="a/a.php">', "<?php", "</file>", '<delete path="a/old.php" />']);
    expect(parser.settledFiles()).toBeNull();
    feed(parser, ['<file path="a/b.php">', "<?php // b"]);
    expect(parser.settledFiles()).toBeNull();
    feed(parser, ["</file>", "<explanation>", "Half an explan"]);
    expect(parser.settledFiles()).toEqual({ files: { "a/a.php": "<?php\n", "a/b.php": "<?php // b\n" }, deleted: ["a/old.php"] });
  });

  it("takes them back when the reply writes another file after its explanation, until the next block opens", () => {
    const parser = new StreamParser();
    feed(parser, ['<file path="a/a.php">', "<?php", "</file>", "<explanation>", "Done.", "</explanation>", '<file path="a/a.php">', "<?php // again"]);
    expect(parser.settledFiles()).toBeNull();
    feed(parser, ["</file>", "<features>"]);
    expect(parser.settledFiles()?.files).toEqual({ "a/a.php": "<?php // again\n" });
  });

  it("gives none for a reply that only explains, or opens its previews first", () => {
    const parser = new StreamParser();
    feed(parser, ["<explanation>", "Only words.", "</explanation>", '<preview mode="backend">', "<div></div>", "</preview>"]);
    expect(parser.settledFiles()).toBeNull();
  });
});
