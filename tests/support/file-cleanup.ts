// Work to undo after the current test file, run last-in first-out by tests/support/setup-db.ts
// (services before the database they use).

const cleanups: Array<() => unknown> = [];

export function onFileCleanup(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

export async function runFileCleanups(): Promise<void> {
  const errors: unknown[] = [];
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, "several file cleanups failed");
}
