// Sentences the server writes into a reply (the offline generator's explanations, the mechanical fix's reply) in the
// person's language (issue #34 item 13): each sentence is a key with an English and a Swedish text, chosen when the
// reply is written. A text names its values as {name}; both languages of a key name the same values
// (messages.test.ts checks every catalogue).

export type ReplyLanguage = "en" | "sv";

export const REPLY_LANGUAGES: readonly ReplyLanguage[] = ["en", "sv"];

/** The reply's language for a person's language setting: Swedish for "sv", English for anything else. */
export function replyLanguage(language: string | undefined | null): ReplyLanguage {
  return language === "sv" ? "sv" : "en";
}

export type Messages<K extends string> = Readonly<Record<ReplyLanguage, Readonly<Record<K, string>>>>;

/** A catalogue: the English texts define the keys, the Swedish must have every one of them. */
export function defineMessages<const E extends Record<string, string>>(messages: { en: E; sv: Readonly<Record<keyof E, string>> }): Messages<keyof E & string> {
  return messages;
}

/** The values a text names, sorted ("{name}", "{count}" → ["count", "name"]). */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

/** The text of `key` in `language`, filled with `values`; a value the text does not name is ignored. */
export function say<K extends string>(messages: Messages<K>, language: ReplyLanguage, key: K, values: Readonly<Record<string, string | number>> = {}): string {
  return messages[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** A speaker bound to one catalogue and language: `t("key", { value })`. */
export function speaker<K extends string>(messages: Messages<K>, language: ReplyLanguage): (key: K, values?: Readonly<Record<string, string | number>>) => string {
  return (key, values) => say(messages, language, key, values);
}

/** "a, b and c" / "a, b och c". */
export function joinWords(items: readonly string[], language: ReplyLanguage): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${language === "sv" ? "och" : "and"} ${items[items.length - 1]}`;
}
