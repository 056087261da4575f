import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The README's first lines are what a person reads after cloning (issue #34 item 13): every file they
// name must be in the repository (they once pointed at ../shared/spec.md, which a clone does not have),
// and the set-up section must say what the first start costs and which npm warning to expect.

const ROOT = new URL("../../", import.meta.url);
const readme = readFileSync(new URL("README.md", ROOT), "utf8");
const [intro = "", rest = ""] = readme.split("\n## Set up\n");
const setUp = rest.split("\n## ")[0] ?? "";

describe("[README] first lines", () => {
  it("name only files and folders the repository has", () => {
    const named = [...intro.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!).filter((name) => /[/.]/.test(name));
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(existsSync(new URL(name, ROOT)), name).toBe(true);
  });

  it("keep the two set-up commands as they are", () => {
    expect(setUp).toContain("```sh\nnpm install && npm start\n```");
    expect(setUp).toContain("```sh\nnpm test\n```");
  });

  it("say how long the first start takes and that npm's install-scripts warning is expected", () => {
    expect(setUp).toMatch(/first `npm start` builds the app[\s\S]*?\d+ s from `npm start` to "Plugsmith is listening"/);
    expect(setUp).toContain("npm warn install-scripts");
    expect(setUp).toMatch(/it is expected/);
  });
});
