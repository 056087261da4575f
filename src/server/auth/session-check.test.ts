import { describe, expect, it } from "vitest";
import { signUp } from "../../../tests/support/factories";
import { useSharedTestApp } from "../../../tests/support/test-app";
import { isSessionActive } from "./session-check";

const testApp = useSharedTestApp();

describe("[AUTH][SESSION_CHECK]", () => {
  it("is true for a live session's cookie and bare token, false once signed out or for nonsense", async () => {
    const { client, services } = testApp();
    await signUp(client);
    const cookie = decodeURIComponent(client.cookie("better-auth.session_token")!);
    const bare = cookie.split(".")[0]!;
    expect(await isSessionActive(services.db, cookie)).toBe(true);
    expect(await isSessionActive(services.db, bare)).toBe(true);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await isSessionActive(services.db, cookie)).toBe(false);
    expect(await isSessionActive(services.db, "")).toBe(false);
    expect(await isSessionActive(services.db, "not-a-token")).toBe(false);
  });
});
