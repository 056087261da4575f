/** Rejects when `promise` has not settled after `ms`; `onLate` receives a value that arrives late. */
export async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  label: string,
  onLate?: (value: T) => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`${label} did not finish within ${ms} ms`));
    }, ms);
  });
  promise.then(
    (value) => {
      if (timedOut) onLate?.(value);
    },
    () => {},
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Retries `attempt` once when it fails (a PGlite dump or load was once seen to hang). */
export async function retryOnce<T>(label: string, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    console.warn(`[test-database] ${label} failed, retrying once: ${String(error)}`);
    return attempt();
  }
}
