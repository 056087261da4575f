import { describe, expect, it } from "vitest";
import { formatPostDate } from "./format-post-date";
import { shareLinks } from "./share-links";

describe("formatPostDate", () => {
  it("writes the US long format whatever the time zone", () => {
    expect(formatPostDate("2025-10-22")).toBe("October 22, 2025");
    expect(formatPostDate("2025-01-01")).toBe("January 1, 2025");
  });
});

describe("shareLinks", () => {
  it("passes title and URL in each network's own parameters, encoded", () => {
    const url = "https://plugsmith.app/blog/a-post";
    const [x, facebook, linkedIn] = shareLinks("Nonces & you: a guide", url);
    const xUrl = new URL(x!.href);
    expect(xUrl.origin + xUrl.pathname).toBe("https://twitter.com/intent/tweet");
    expect(xUrl.searchParams.get("text")).toBe("Nonces & you: a guide");
    expect(xUrl.searchParams.get("url")).toBe(url);
    expect(new URL(facebook!.href).searchParams.get("u")).toBe(url);
    expect([...new URL(facebook!.href).searchParams.keys()]).toEqual(["u"]);
    expect(new URL(linkedIn!.href).searchParams.get("url")).toBe(url);
    expect([...new URL(linkedIn!.href).searchParams.keys()]).toEqual(["url"]);
  });
});
