import { describe, expect, it } from "vitest";
import { PATHS } from "@shared/routes";
import { MAX_MESSAGE_CHARS } from "@shared/schemas/generation";
import {
  clearPendingPrompt,
  hasPendingPrompt,
  normalizePendingPrompt,
  pathAfterSignIn,
  readPendingPrompt,
  savePendingPrompt,
  takePendingPrompt,
  type PromptStorage,
} from "./pending-prompt";

/** An in-memory sessionStorage. */
function memoryStorage(): PromptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** Storage that refuses everything, as in some private modes and sandboxed frames. */
const refusingStorage: PromptStorage = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
};

describe("[BUILDER][PENDING_PROMPT] a prompt typed before signing in", () => {
  it("is kept trimmed and handed over once, then forgotten", () => {
    const storage = memoryStorage();
    savePendingPrompt("  A contact form that e-mails the admin \n", storage);
    expect(readPendingPrompt(storage)).toBe("A contact form that e-mails the admin");
    expect(hasPendingPrompt(storage)).toBe(true);
    expect(takePendingPrompt(storage)).toBe("A contact form that e-mails the admin");
    expect(takePendingPrompt(storage)).toBeNull();
    expect(hasPendingPrompt(storage)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it("keeps the lines inside the prompt", () => {
    const storage = memoryStorage();
    savePendingPrompt("First line\nsecond line", storage);
    expect(readPendingPrompt(storage)).toBe("First line\nsecond line");
  });

  it("keeps only the latest submit; a blank one forgets the earlier prompt", () => {
    const storage = memoryStorage();
    savePendingPrompt("first idea", storage);
    savePendingPrompt("second idea", storage);
    expect(readPendingPrompt(storage)).toBe("second idea");
    savePendingPrompt("   \n\t", storage);
    expect(readPendingPrompt(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("is cut to one message's length", () => {
    const storage = memoryStorage();
    savePendingPrompt("x".repeat(MAX_MESSAGE_CHARS + 500), storage);
    expect(readPendingPrompt(storage)).toHaveLength(MAX_MESSAGE_CHARS);
    expect([...storage.items.values()][0]).toHaveLength(MAX_MESSAGE_CHARS);
  });

  it("does not end in half a character when the cut falls inside one", () => {
    const text = `${"a".repeat(MAX_MESSAGE_CHARS - 1)}😀`; // the emoji's second half is one past the limit
    const kept = normalizePendingPrompt(text);
    expect(kept).toBe("a".repeat(MAX_MESSAGE_CHARS - 1));
  });

  it("treats a stored value that was tampered with like a fresh one (blank is nothing, long is cut)", () => {
    const storage = memoryStorage();
    storage.items.set("plugsmith.pending-prompt", "   ");
    expect(readPendingPrompt(storage)).toBeNull();
    storage.items.set("plugsmith.pending-prompt", "y".repeat(MAX_MESSAGE_CHARS * 2));
    expect(readPendingPrompt(storage)).toHaveLength(MAX_MESSAGE_CHARS);
  });

  it("is simply not kept when storage refuses, or when there is none (server, tests)", () => {
    expect(() => savePendingPrompt("idea", refusingStorage)).not.toThrow();
    expect(readPendingPrompt(refusingStorage)).toBeNull();
    expect(() => clearPendingPrompt(refusingStorage)).not.toThrow();
    expect(takePendingPrompt(refusingStorage)).toBeNull();
    savePendingPrompt("idea", null);
    expect(readPendingPrompt(null)).toBeNull();
    expect(readPendingPrompt()).toBeNull(); // no window in this test environment
  });

  it("sends a person who finished signing in to the builder while it waits, else to the dashboard", () => {
    const storage = memoryStorage();
    expect(pathAfterSignIn(storage)).toBe(PATHS.dashboard);
    savePendingPrompt("A testimonials slider", storage);
    expect(pathAfterSignIn(storage)).toBe(PATHS.builder);
    // Deciding where to go does not use the prompt up: the builder takes it.
    expect(pathAfterSignIn(storage)).toBe(PATHS.builder);
    takePendingPrompt(storage);
    expect(pathAfterSignIn(storage)).toBe(PATHS.dashboard);
    expect(pathAfterSignIn(refusingStorage)).toBe(PATHS.dashboard);
  });
});
