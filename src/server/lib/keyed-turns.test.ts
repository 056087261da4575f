import { describe, expect, it } from "vitest";
import { KeyedTurns } from "./keyed-turns";

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("KeyedTurns", () => {
  it("runs one key's tasks one after another, in order, and other keys' alongside", async () => {
    const turns = new KeyedTurns(10);
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await later(null, ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([turns.run("a", task("a1", 30)), turns.run("a", task("a2", 1)), turns.run("b", task("b1", 5))]);
    expect(results).toEqual(["a1", "a2", "b1"]);
    expect(log).toEqual(["start a1", "start b1", "end b1", "end a1", "start a2", "end a2"]);
  });

  it("goes on after a task fails, and hands the failure to that task's caller alone", async () => {
    const turns = new KeyedTurns(10);
    const failed = turns.run("a", () => Promise.reject(new Error("no")));
    const next = turns.run("a", () => later("yes", 1));
    await expect(failed).rejects.toThrow("no");
    await expect(next).resolves.toBe("yes");
  });

  it("refuses a task past the key's bound, takes one again once the line has room, and forgets empty lines", async () => {
    const turns = new KeyedTurns(2);
    const first = turns.run("a", () => later(1, 10));
    const second = turns.run("a", () => later(2, 1));
    expect(turns.run("a", () => later(3, 1))).toBeNull();
    expect(turns.run("b", () => later(4, 1))).not.toBeNull();
    expect(turns.keys).toBe(2);
    await Promise.all([first, second]);
    await later(null, 5);
    expect(turns.keys).toBe(0);
    await expect(turns.run("a", () => later(5, 1))).resolves.toBe(5);
  });
});
