import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sessionShape } from "./me-query";

// The header's session check is done by hand (decision 0041); this is the zod schema it replaced.
const sessionSchema = z.object({ user: z.object({ id: z.string() }) }).nullable();

describe("sessionShape", () => {
  it.each([
    ["no session", null],
    ["a session", { session: { id: "s1" }, user: { id: "u1", email: "a@example.com" } }],
    ["a user without an id", { user: {} }],
    ["a numeric id", { user: { id: 7 } }],
    ["no user", { session: {} }],
    ["a list", [{ user: { id: "u1" } }]],
    ["nothing", undefined],
    ["text", "null"],
  ])("agrees with the zod schema on %s", (_label, answer) => {
    expect(sessionShape.safeParse(answer).success).toBe(sessionSchema.safeParse(answer).success);
  });
});
