// The live previews this process holds (issue #15): one per person at most, at most `capacity` in all, and
// any unused for `idleMs` gone. Places are shared fairly (issue #30, docs/decisions/0051): a newcomer gets a
// place that is free, else the one of the least recently used preview that has not been used for `activeMs`;
// a preview in use is never closed for someone else, and when every place holds one the newcomer is refused.
// Tokens are the previews' secret addresses; a session lives only in the process whose worker holds its WordPress.

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

export interface PreviewClaim {
  /** A place is held for the person's new preview: fill it with add(), or give it back with release(). */
  granted: boolean;
  /** Sessions taken out to make room (the person's own, expired ones, an idle one): close their sites. */
  closed: PreviewSession[];
}

export class PreviewSessions {
  /** In order of use, least recent first (a Map keeps insertion order; a use moves a session to the end). */
  readonly #sessions = new Map<string, PreviewSession>();
  /** Places granted to opens still starting their WordPress. */
  #claimed = 0;

  constructor(
    private readonly capacity: number,
    /** Unused this long, a preview is closed. */
    private readonly idleMs: number,
    /** Used within this long, a preview is in use: never closed to make room for someone else's. */
    private readonly activeMs: number,
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

  /**
   * A place for a new preview of `userId`: the person's own earlier one gives up its place, expired ones
   * go, and when every place is still taken the least recently used preview not in use gives up its own.
   * Refused (nothing but expired ones closed) when all the others are in use.
   */
  claim(userId: string): PreviewClaim {
    const now = this.now();
    const closed: PreviewSession[] = [];
    for (const session of [...this.#sessions.values()]) {
      if (session.userId === userId || now - session.lastUsedAt > this.idleMs) {
        this.#sessions.delete(session.token);
        closed.push(session);
      }
    }
    while (this.#sessions.size + this.#claimed >= this.capacity) {
      const idle = [...this.#sessions.values()].find((session) => now - session.lastUsedAt > this.activeMs);
      if (!idle) return { granted: false, closed };
      this.#sessions.delete(idle.token);
      closed.push(idle);
    }
    this.#claimed++;
    return { granted: true, closed };
  }

  /** Fills a place claim() granted; answers the person's other sessions it replaces (two opens at once). */
  add(session: Omit<PreviewSession, "lastUsedAt">): PreviewSession[] {
    this.#claimed = Math.max(0, this.#claimed - 1);
    const out: PreviewSession[] = [];
    for (const existing of [...this.#sessions.values()]) {
      if (existing.userId === session.userId) {
        this.#sessions.delete(existing.token);
        out.push(existing);
      }
    }
    this.#sessions.set(session.token, { ...session, lastUsedAt: this.now() });
    return out;
  }

  /**
   * The person left their preview of this version (closed or navigated away from the builder): it keeps
   * working, but no longer counts as in use, so it is the first to give its place to a newcomer. A request
   * into it (the person came back) marks it in use again.
   */
  setAside(userId: string, pluginId: string, versionNumber: number): boolean {
    const session = this.forUser(userId);
    if (!session || session.pluginId !== pluginId || session.versionNumber !== versionNumber) return false;
    session.lastUsedAt = Math.min(session.lastUsedAt, this.now() - this.activeMs - 1);
    // First in the order of use: of the previews not in use, claim() takes the least recently used.
    const others = [...this.#sessions.values()].filter((s) => s !== session);
    this.#sessions.clear();
    for (const s of [session, ...others]) this.#sessions.set(s.token, s);
    return true;
  }

  /** Gives back a place claim() granted (the preview could not open). */
  release(): void {
    this.#claimed = Math.max(0, this.#claimed - 1);
  }

  remove(token: string): void {
    this.#sessions.delete(token);
  }

  get size(): number {
    return this.#sessions.size;
  }
}
