import { describe, expect, it } from "vitest";
import { PASSKEY_NAME_MAX_CHARS } from "../../shared/schemas/passkeys";
import { signUp } from "../../../tests/support/factories";
import { useSharedTestApp } from "../../../tests/support/test-app";

// The passkey ceremony itself runs in a browser (tests/e2e/passkeys.spec.ts, Chromium's virtual
// authenticator); here, the name rule Settings shows is the server's too.

const testApp = useSharedTestApp();

describe("[AUTH][PASSKEY] names", () => {
  it.each([
    ["an empty name", "  ", /Give the passkey a name/],
    ["a name that is too long", "x".repeat(PASSKEY_NAME_MAX_CHARS + 1), /at most 50 characters/],
  ])("refuses %s when registering or renaming, before any key is looked at", async (_label, name, message) => {
    const { client } = testApp();
    await signUp(client);
    const registered = await client.post("/api/auth/passkey/verify-registration", { response: {}, name });
    expect(registered.status).toBe(400);
    expect(registered.json).toMatchObject({ code: "INVALID_INPUT", message: expect.stringMatching(message) });
    const renamed = await client.post("/api/auth/passkey/update-passkey", { id: "any", name });
    expect(renamed.status).toBe(400);
    expect(renamed.json).toMatchObject({ code: "INVALID_INPUT", message: expect.stringMatching(message) });
  });

  it("lists no passkeys for a new account, and only to its owner", async () => {
    const { client } = testApp();
    expect((await client.get("/api/auth/passkey/list-user-passkeys")).status).toBe(401);
    await signUp(client);
    const listed = await client.get("/api/auth/passkey/list-user-passkeys");
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([]);
  });
});
