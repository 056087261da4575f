import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The real process entry (src/server/main.ts) run through tsx, for tests that need a whole server:
// its own sockets and timeouts, its resident memory, a second process beside it.

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const MAIN = path.join(REPO_ROOT, "src/server/main.ts");
// Absolute, so a server may run in another working directory (one with a build fixture of its own).
const TSX = import.meta.resolve("tsx");

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  out(): string;
  err(): string;
  /** Resident memory of the process in MB (VmRSS in /proc). */
  rssMb(): number;
}

export function spawnServer(env: Record<string, string>, opts: { cwd?: string } = {}): ServerProcess {
  const child = spawn(process.execPath, ["--import", TSX, MAIN], {
    cwd: opts.cwd ?? REPO_ROOT,
    // WORDPRESS_ORG_URL=off: a spawned server (NODE_ENV unset: production) runs the bundled WordPress and never the network (decision 0060).
    // PHP_MATRIX=off: seven more WordPress boots per version is not what these tests measure (decision 0061).
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", WORDPRESS_ORG_URL: "off", PHP_MATRIX: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
  return {
    child,
    exited,
    out: () => stdout,
    err: () => stderr,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
      return kb / 1024;
    },
  };
}

/** Waits for the "is listening" line; returns the base URL. */
export async function waitForListening(server: ServerProcess, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = server.out().split("\n").find((l) => l.includes("is listening"));
    if (line) return `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
    if (server.child.exitCode !== null) throw new Error(`exited early (${server.child.exitCode}):\n${server.out()}\n${server.err()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`did not start within ${timeoutMs} ms:\n${server.out()}\n${server.err()}`);
}

/** SIGTERM, and the exit code once it has stopped. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  return server.exited;
}

/**
 * The settings of a whole server on one loopback port whose model is a fake OpenAI-compatible server
 * (tests/fakes/fake-openai-server.ts), with no WordPress runtime: add where its data lives (DATA_DIR or
 * DATABASE_URL) and anything else the test needs.
 */
export function fakeModelServerEnv(model: { baseURL: string }, site: string, authSecret: string): Record<string, string> {
  return {
    PORT: "0",
    HOST: "127.0.0.1",
    SITE_URL: site,
    AUTH_SECRET: authSecret,
    WP_RUNTIME: "off",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: model.baseURL,
    AI_MODEL: "fake-model",
    AI_API_KEY: "test-key",
  };
}

/**
 * Each thread of a process, for a test that waits on it in vain: its name, state (R running, S sleeping, D in the
 * kernel), the CPU it has used (clock ticks) and the kernel function it sleeps in. Threads of the same name and
 * state are counted together.
 */
export function threadsOf(pid: number): string {
  const groups = new Map<string, { n: number; ticks: number }>();
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return "gone";
  }
  for (const tid of tasks) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const wchan = readFileSync(`/proc/${pid}/task/${tid}/wchan`, "utf8");
      const key = `${tid === String(pid) ? "main " : ""}${name} ${fields[0]} ${wchan}`;
      const group = groups.get(key) ?? { n: 0, ticks: 0 };
      group.n += 1;
      group.ticks += Number(fields[11]) + Number(fields[12]);
      groups.set(key, group);
    } catch {
      // The thread ended while it was read.
    }
  }
  return [...groups].map(([key, g]) => `${g.n}× ${key} (${g.ticks} ticks)`).join("; ");
}

const TCP_STATES: Record<string, string> = { "01": "established", "06": "time-wait", "08": "close-wait", "0A": "listening" };

/**
 * The TCP sockets on a local port (IPv4), from /proc/net/tcp: for the listening one, how many connections wait to be
 * accepted; for each accepted one, the bytes received that the process has not read yet and those it sent that are
 * not acknowledged. A request the server never read shows here whatever its event loop is doing.
 */
export function socketsOnPort(port: number): string {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const lines = readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1);
  const found: string[] = [];
  for (const line of lines) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 5 || !fields[1]!.endsWith(`:${hexPort}`)) continue;
    const [tx, rx] = fields[4]!.split(":").map((hex) => parseInt(hex, 16));
    const state = TCP_STATES[fields[3]!] ?? `state ${fields[3]}`;
    found.push(state === "listening" ? `listening, ${rx} waiting to be accepted` : `${state} from port ${parseInt(fields[2]!.split(":")[1]!, 16)}: ${rx} bytes unread, ${tx} unacknowledged`);
  }
  return found.join("; ") || "none";
}
