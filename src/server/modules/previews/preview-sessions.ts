// The live previews this process holds (issue #15): one per person at most, at most `capacity` in all,
// the least recently used closed first, and any unused for `idleMs` gone. Tokens are the previews' secret
// addresses; a session lives only in the process whose worker holds its WordPress.

export interface PreviewSession {
  /** Unguessable: the preview's address, and the id of its site in the preview pool. */
  token: string;
  userId: string;
  pluginId: string;
  versionNumber: number;
  adminPath: string;
  sitePath: string;
  lastUsedAt: number;
}

export class PreviewSessions {
  /** In order of use, least recent first (a Map keeps insertion order; a use moves a session to the end). */
  readonly #sessions = new Map<string, PreviewSession>();

  constructor(
    private readonly capacity: number,
    private readonly idleMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The live session of `token`, marked used; null when there is none or it has gone idle (then removed). */
  use(token: string): PreviewSession | null {
    const session = this.#sessions.get(token);
    if (!session) return null;
    this.#sessions.delete(token);
    if (this.now() - session.lastUsedAt > this.idleMs) return null;
    session.lastUsedAt = this.now();
    this.#sessions.set(token, session);
    return session;
  }

  forUser(userId: string): PreviewSession | null {
    for (const session of this.#sessions.values()) if (session.userId === userId) return session;
    return null;
  }

  /** Adds a session; answers the ones it pushes out (the person's earlier one, idle ones, the least recently used). */
  add(session: Omit<PreviewSession, "lastUsedAt">): PreviewSession[] {
    const out: PreviewSession[] = [];
    for (const existing of [...this.#sessions.values()]) {
      if (existing.userId === session.userId || this.now() - existing.lastUsedAt > this.idleMs) {
        this.#sessions.delete(existing.token);
        out.push(existing);
      }
    }
    while (this.#sessions.size >= this.capacity) {
      const oldest = this.#sessions.values().next().value!;
      this.#sessions.delete(oldest.token);
      out.push(oldest);
    }
    this.#sessions.set(session.token, { ...session, lastUsedAt: this.now() });
    return out;
  }

  remove(token: string): void {
    this.#sessions.delete(token);
  }

  get size(): number {
    return this.#sessions.size;
  }
}
