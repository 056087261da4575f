import { describe, expect, it } from "vitest";
import { leftoverRunDatabases, newRunId, postgresTemplateName, processAlive, runPidOf } from "./test-database-setup";

// Issue #36 item 6: two test runs on one PostgreSQL dropped each other's template database (one fixed
// name, and a start-up sweep of every unconnected plugsmith_test_* database). Each run's databases now
// carry its pid; a run drops its own, and what runs that are over left behind.

describe("[TEST SUPPORT][DATABASE NAMES]", () => {
  it("gives each run its own template and names its databases after its pid", () => {
    expect(postgresTemplateName(100)).toBe("plugsmith_test_template_100");
    expect(postgresTemplateName(100)).not.toBe(postgresTemplateName(200));
    expect(postgresTemplateName()).toBe(`plugsmith_test_template_${process.pid}`);
    const runId = newRunId();
    expect(runId).toMatch(new RegExp(`^${process.pid}_[0-9a-f]{8}$`));
    expect(runPidOf(`plugsmith_test_${runId}_0badcafe`)).toBe(process.pid);
    expect(runPidOf(`plugsmith_test_${runId}_kill_0badcafe`)).toBe(process.pid);
    expect(runPidOf(postgresTemplateName(4321))).toBe(4321);
    expect(runPidOf("plugsmith_test_template")).toBeNull();
    expect(runPidOf("plugsmith_test_listen_0badcafe")).toBeNull();
    expect(runPidOf("plugsmith")).toBeNull();
  });

  it("drops what a run that is over left behind, never a live run's databases, however idle", () => {
    const names = [
      "plugsmith_test_template_100", // ours
      "plugsmith_test_100_ab12cd34_ef567890",
      "plugsmith_test_template_200", // another run, alive: between two clones its template has no connection
      "plugsmith_test_200_ab12cd34_kill_1234abcd",
      "plugsmith_test_template_300", // a run that crashed
      "plugsmith_test_300_ab12cd34_ef567890",
      "plugsmith_test_template", // of the old naming: not ours to judge
    ];
    const alive = (pid: number) => pid === 100 || pid === 200;
    expect(leftoverRunDatabases(names, 100, alive)).toEqual(["plugsmith_test_template_300", "plugsmith_test_300_ab12cd34_ef567890"]);
    // Our own pid is never a leftover, even if asked about a process that looks gone.
    expect(leftoverRunDatabases(names, 100, () => false)).not.toContain("plugsmith_test_template_100");
  });

  it("knows a live process from a gone one", () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(2 ** 22 + 12345)).toBe(false);
  });
});
