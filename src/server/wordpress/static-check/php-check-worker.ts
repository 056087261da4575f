import { parentPort } from "node:worker_threads";
import { checkPhpFileUncached } from "./php-file-check";

// A check worker (php-check-pool.ts): checks the PHP sources it is sent, one batch at a time, and answers
// their results in the same order. It remembers nothing; the main thread keeps the results.
if (!parentPort) throw new Error("php-check-worker runs as a worker thread");
const port = parentPort;

port.on("message", (task: { id: number; sources: string[] }) => {
  try {
    port.postMessage({ id: task.id, results: task.sources.map((source) => checkPhpFileUncached(source)) });
  } catch (error) {
    port.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
