import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("[BUILDER][HISTORY] excerpt", () => {
  it("keeps a text of at most 150 characters as it is", () => {
    const text = "a".repeat(150);
    expect(excerpt(text)).toBe(text);
    expect(excerpt("Short answer.")).toBe("Short answer.");
  });

  it("cuts a longer text at 150 characters and adds an ellipsis", () => {
    const cut = excerpt("b".repeat(151));
    expect(cut).toBe(`${"b".repeat(150)}…`);
  });

  it("folds whitespace and does not end on a space before the ellipsis", () => {
    expect(excerpt("one\n\n  two\tthree")).toBe("one two three");
    expect(excerpt("word ".repeat(40), 12)).toBe("word word wo…");
    expect(excerpt("abcde fghij", 6)).toBe("abcde…");
  });

  it("never splits an emoji", () => {
    expect(excerpt("😀😀😀", 2)).toBe("😀😀…");
  });
});
