/**
 * Tasks that share a key run one after another, in the order they came; tasks of other keys do not wait
 * for them. Each key's line holds at most `maxPerKey` tasks (the running one included): past that, `run`
 * answers null and the caller refuses the work. A key's line is dropped once it is empty, so the map holds
 * only keys with work in hand.
 */
export class KeyedTurns {
  private readonly lines = new Map<string, { tail: Promise<unknown>; count: number }>();

  constructor(private readonly maxPerKey: number) {}

  run<T>(key: string, task: () => Promise<T>): Promise<T> | null {
    let line = this.lines.get(key);
    if (!line) {
      line = { tail: Promise.resolve(), count: 0 };
      this.lines.set(key, line);
    }
    if (line.count >= this.maxPerKey) return null;
    const own = line;
    own.count += 1;
    const turn = own.tail.then(task);
    const done = () => {
      own.count -= 1;
      if (own.count === 0 && this.lines.get(key) === own) this.lines.delete(key);
    };
    own.tail = turn.then(done, done);
    return turn;
  }

  /** Keys with a task running or waiting. */
  get keys(): number {
    return this.lines.size;
  }
}
