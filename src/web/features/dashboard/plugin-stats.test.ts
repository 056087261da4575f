import { describe, expect, it } from "vitest";
import { countThisWeek, pluginHref, splitPlugins } from "./plugin-stats";

const now = new Date("2026-05-20T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe("dashboard plugin stats", () => {
  it("counts plugins created in the last 7 days", () => {
    const plugins = [{ createdAt: daysAgo(0) }, { createdAt: daysAgo(6.9) }, { createdAt: daysAgo(7.1) }];
    expect(countThisWeek(plugins, now)).toBe(2);
  });

  it("splits own and edited plugins", () => {
    const { own, edited } = splitPlugins([
      { id: "a", originalPluginId: null },
      { id: "b", originalPluginId: "a" },
    ]);
    expect(own.map((p) => p.id)).toEqual(["a"]);
    expect(edited.map((p) => p.id)).toEqual(["b"]);
  });

  // Imported and edited plugins open in the plugin editor, a page that lands with issue #11; its test
  // comes with it.
  it("opens own plugins in the builder", () => {
    expect(pluginHref({ id: "a", isImported: false, originalPluginId: null })).toBe("/builder?id=a");
  });
});
