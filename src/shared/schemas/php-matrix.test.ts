import { describe, expect, it } from "vitest";
import { comparePhp, measuredMinimumPhp, testedUpTo } from "./php-matrix";

const rows = (spec: string) => spec.split(" ").map((pair) => ({ php: pair.split(":")[0]!, status: pair.endsWith(":ok") ? ("passed" as const) : pair.endsWith(":no") ? ("failed" as const) : ("pending" as const) }));

describe("the PHP matrix's figures", () => {
  it("measures the minimum as the oldest PHP of the passing run that ends at the newest", () => {
    expect(measuredMinimumPhp(rows("7.4:no 8.0:no 8.1:ok 8.2:ok 8.3:ok 8.4:ok 8.5:ok"))).toBe("8.1");
    expect(measuredMinimumPhp(rows("7.4:ok 8.0:ok 8.1:ok"))).toBe("7.4");
    // Passing on 7.4 below a failing 8.0 does not count: 8.1 is the minimum a person can rely on.
    expect(measuredMinimumPhp(rows("7.4:ok 8.0:no 8.1:ok 8.2:ok"))).toBe("8.1");
    // Rows in any order.
    expect(measuredMinimumPhp(rows("8.2:ok 7.4:no 8.1:ok"))).toBe("8.1");
  });

  it("has no minimum while a row is pending, or when the newest PHP fails", () => {
    expect(measuredMinimumPhp(rows("7.4:no 8.0:ok 8.1:wait"))).toBeNull();
    expect(measuredMinimumPhp(rows("7.4:ok 8.0:ok 8.1:no"))).toBeNull();
    expect(measuredMinimumPhp([])).toBeNull();
  });

  it("compares PHP versions as numbers and names a release by its major.minor", () => {
    expect(comparePhp("8.10", "8.9")).toBeGreaterThan(0);
    expect(comparePhp("7.4", "8.0")).toBeLessThan(0);
    expect(comparePhp("8.1", "8.1")).toBe(0);
    expect(testedUpTo("6.8.2")).toBe("6.8");
    expect(testedUpTo("7.1")).toBe("7.1");
    expect(testedUpTo(" 6.5.5 ")).toBe("6.5");
  });
});
