import { describe, expect, it } from "vitest";
import { defineMessages, joinWords, type Messages, placeholders, REPLY_LANGUAGES, replyLanguage, say } from "./messages";

// Issue #34 item 13: every sentence a reply is written from has an English and a Swedish text, naming the same
// values. Every catalogue is a `*.messages.ts` file under src/server; each is found here, none is listed by hand.

const catalogues = import.meta.glob<Record<string, unknown>>("../**/*.messages.ts", { eager: true });

const isCatalogue = (value: unknown): value is Messages<string> =>
  typeof value === "object" && value !== null && REPLY_LANGUAGES.every((language) => typeof (value as Record<string, unknown>)[language] === "object");

describe("[MESSAGES] the reply catalogues", () => {
  const found = Object.entries(catalogues).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isCatalogue(value))
      .map(([name, value]) => [`${file}#${name}`, value as Messages<string>] as const),
  );

  it("finds the catalogues", () => {
    expect(found.map(([name]) => name)).toEqual(expect.arrayContaining([expect.stringContaining("fix-reply.messages.ts#FIX_REPLY")]));
  });

  it("has every key in both languages, non-empty, naming the same values", () => {
    for (const [name, messages] of found) {
      expect({ name, keys: Object.keys(messages.sv).sort() }).toEqual({ name, keys: Object.keys(messages.en).sort() });
      for (const key of Object.keys(messages.en)) {
        const en = messages.en[key]!;
        const sv = messages.sv[key]!;
        expect({ name, key, en: placeholders(en) }).toEqual({ name, key, en: placeholders(sv) });
        expect({ name, key, empty: en.trim() === "" || sv.trim() === "" }).toEqual({ name, key, empty: false });
      }
    }
  });

  it("fills a text with its values in the chosen language, English for any language but Swedish", () => {
    const messages = defineMessages({ en: { hello: "Hello {name}, {n} new" }, sv: { hello: "Hej {name}, {n} nya" } });
    expect(say(messages, replyLanguage("sv"), "hello", { name: "Ada", n: 2 })).toBe("Hej Ada, 2 nya");
    expect(say(messages, replyLanguage("de"), "hello", { name: "Ada", n: 2 })).toBe("Hello Ada, 2 new");
    expect(say(messages, replyLanguage(undefined), "hello", { name: "{n}" })).toBe("Hello {n}, {n} new");
    expect(placeholders("{a} {b} {a}")).toEqual(["a", "b"]);
    expect(joinWords(["a", "b", "c"], "sv")).toBe("a, b och c");
    expect(joinWords(["a", "b"], "en")).toBe("a and b");
  });
});
