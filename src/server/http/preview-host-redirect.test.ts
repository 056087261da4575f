import { describe, expect, it } from "vitest";
import { createTestApp, useSharedTestApp } from "../../../tests/support/test-app";

// SITE_URL on localhost:3000 puts the previews on 127.0.0.1:3001 (env.ts). A page of the app opened at
// 127.0.0.1:3000 would keep Plugsmith's session in cookies the previews' scripts can set: it is sent to
// localhost instead (issue #30).

const testApp = useSharedTestApp();

describe("[HTTP][PREVIEW_HOST]", () => {
  it("sends a page asked for on the previews' host to the same page at SITE_URL; answers the API there as before, and leaves 127.0.0.1 alone with previews off", async () => {
    const { app, env } = testApp();
    expect(env.PREVIEW_ORIGIN).toBe("http://127.0.0.1:3001");
    const page = await app.request("http://127.0.0.1:3000/dashboard/plugins?tab=mine", { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("http://localhost:3000/dashboard/plugins?tab=mine");
    expect((await app.request("http://127.0.0.1:3000/", { method: "HEAD" })).headers.get("location")).toBe("http://localhost:3000/");

    expect((await app.request("http://127.0.0.1:3000/api/health")).status).toBe(200);
    expect((await app.request("http://localhost:3000/dashboard")).status).not.toBe(302);

    // No preview served on 127.0.0.1: nothing to keep apart.
    const off = await createTestApp({ PREVIEW_PORT: "0" });
    expect((await off.app.request("http://127.0.0.1:3000/dashboard")).status).not.toBe(302);
  });
});
