import { describe, expect, it, vi } from "vitest";

// Decision 0073: the root mounts sonner's Toaster only once something that shows toasts is loaded.

describe("[TOASTER] request", () => {
  it("is not requested until ~/lib/toast is imported, then tells the root once", async () => {
    vi.resetModules();
    const request = await import("./toaster-request");
    const listener = vi.fn();
    request.onToasterRequest(listener);
    expect(request.toasterRequested()).toBe(false);
    await import("./toast");
    expect(request.toasterRequested()).toBe(true);
    request.requestToaster();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
