import { describe, expect, it } from "vitest";
import { createUnsubscribeTokens } from "./unsubscribe-token";

describe("[NEWSLETTER][TOKEN]", () => {
  const tokens = createUnsubscribeTokens("a-secret-of-thirty-two-characters-or-more");

  it("names the person it was signed for", () => {
    expect(tokens.verify(tokens.sign("user-123"))).toBe("user-123");
    expect(tokens.pageUrl("http://localhost:3000/", "user-123")).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]+$/);
  });

  it("refuses a token for another person, a tampered signature, another secret's token and garbage", () => {
    const [, signature] = tokens.sign("user-123").split(".");
    expect(tokens.verify(`${Buffer.from("user-456").toString("base64url")}.${signature}`)).toBeNull();
    expect(tokens.verify(`${tokens.sign("user-123")}x`)).toBeNull();
    expect(tokens.verify(createUnsubscribeTokens("another-secret-of-thirty-two-characters").sign("user-123"))).toBeNull();
    for (const junk of ["", ".", "abc", "a.b.c", "user-123"]) expect(tokens.verify(junk)).toBeNull();
  });
});
