import { describe, expect, it } from "vitest";
import { publicPluginListSchema } from "@shared/schemas/public-plugins";
import { publicPluginListShape } from "./public-plugins-query";

// The gallery checks its answer by hand (decision 0041): it must accept and refuse what the shared zod
// schema the server answers with accepts and refuses.

const plugin = {
  id: "p1",
  name: "Hello",
  description: "Says hello",
  author: "Ada",
  version: "1.0.0",
  createdAt: "2026-01-01T00:00:00.000Z",
  checkedInWordPress: "6.8",
};

const answers: unknown[] = [
  { plugins: [] },
  { plugins: [plugin] },
  { plugins: [{ ...plugin, checkedInWordPress: null }, plugin] },
  { plugins: [{ ...plugin, checkedInWordPress: undefined }] },
  { plugins: [{ ...plugin, version: 1 }] },
  { plugins: [{ ...plugin, name: null }] },
  { plugins: [{ id: "p1" }] },
  { plugins: [null] },
  { plugins: {} },
  { plugins: "[]" },
  {},
  [],
  null,
  undefined,
  "plugins",
];

describe("publicPluginListShape", () => {
  it.each(answers.map((answer) => [JSON.stringify(answer) ?? "undefined", answer]))(
    "agrees with publicPluginListSchema on %s",
    (_label, answer) => {
      expect(publicPluginListShape.safeParse(answer).success).toBe(publicPluginListSchema.safeParse(answer).success);
    },
  );

  it("hands the plugins over as they came", () => {
    const parsed = publicPluginListShape.safeParse({ plugins: [plugin] });
    expect(parsed).toEqual({ success: true, data: { plugins: [plugin] } });
  });
});
