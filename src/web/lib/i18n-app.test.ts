import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS } from "@shared/routes";

// The app's English strings are not bundled with the public pages (decision 0041): every page of the
// signed-in app must import ~/lib/i18n-app, and no prerendered page may.

const routesDir = path.join(import.meta.dirname, "..", "routes");
const importsAppStrings = (file: string) => /^import "~\/lib\/i18n-app";$/m.test(readFileSync(file, "utf8"));
const filesIn = (dir: string) => readdirSync(path.join(routesDir, dir)).filter((name) => name.endsWith(".tsx") && !name.includes(".test."));

describe("the app's strings", () => {
  it("are imported by every page of the signed-in app and its own layouts", () => {
    const files = [
      ...filesIn("app").map((name) => path.join(routesDir, "app", name)),
      ...filesIn("auth").map((name) => path.join(routesDir, "auth", name)),
      path.join(routesDir, "layouts", "focus-layout.tsx"),
      path.join(routesDir, "layouts", "workspace-layout.tsx"),
      path.join(routesDir, "layouts", "app-site-layout.tsx"),
    ];
    expect(files.filter((file) => !importsAppStrings(file))).toEqual([]);
  });

  it("are not imported by the public pages or the shared layouts", () => {
    const files = [
      ...["marketing", "marketing/landing", "blog", "legal"].flatMap((dir) => filesIn(dir).map((name) => path.join(routesDir, dir, name))),
      path.join(routesDir, "layouts", "site-layout.tsx"),
      path.join(routesDir, "..", "root.tsx"),
    ];
    expect(PRERENDERED_PATHS.length).toBeGreaterThan(0);
    expect(files.filter(importsAppStrings)).toEqual([]);
  });
});
