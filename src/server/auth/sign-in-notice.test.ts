import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD, signUp } from "../../../tests/support/factories";
import { useSharedTestApp } from "../../../tests/support/test-app";
import type { TestClient } from "../../../tests/support/test-client";
import { mailOutbox, signInDevices } from "../db/schema";
import { noteSignIn, SIGN_IN_DEVICES_KEPT } from "./sign-in-notice";

// Sign-in notices (issue #18): an account signed in from a browser it was never used from gets a mail
// through the outbox; the browser it signed up in, and one it already knows, do not.

const testApp = useSharedTestApp();
type App = ReturnType<typeof testApp>;

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signInFrom(client: TestClient, email: string, userAgent: string) {
  const res = await client.post("/api/auth/sign-in/email", { email, password: DEFAULT_PASSWORD }, { headers: { "user-agent": userAgent } });
  expect(res.status, res.text).toBe(200);
}

const notices = (app: App, userId: string) =>
  app.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "new_sign_in")));

describe("[AUTH][SIGN_IN_NOTICE]", () => {
  it("mails a notice for a browser the account was never signed in from, once, and not at sign-up", async () => {
    const app = testApp();
    const { user, email } = await signUp(app.client, { fullName: "Ann Lee" });
    expect(await notices(app, user.id)).toEqual([]);
    // The browser it signed up in is known.
    await signInFrom(app.newClient(), email, "");
    expect(await notices(app, user.id)).toEqual([]);

    await signInFrom(app.newClient(), email, FIREFOX_WINDOWS);
    const [notice, ...more] = await notices(app, user.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ toAddress: email, subject: "New sign-in to your Plugsmith account" });
    expect(notice!.text).toContain("Hi Ann Lee,");
    expect(notice!.text).toContain("- Device: Firefox on Windows");
    expect(notice!.text).toMatch(/- Time: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(notice!.text).toContain(`${app.env.SITE_URL}/settings`);
    expect(notice!.html).toContain("<li>Device: Firefox on Windows</li>");

    // Firefox again: known now.
    await signInFrom(app.newClient(), email, FIREFOX_WINDOWS);
    expect(await notices(app, user.id)).toHaveLength(1);
    // The table keeps hashes, not the browsers' strings.
    const devices = await app.services.db.select().from(signInDevices).where(eq(signInDevices.userId, user.id));
    expect(devices).toHaveLength(2);
    expect(JSON.stringify(devices)).not.toContain("Firefox");
  });

  it("writes the notice in the person's language", async () => {
    const app = testApp();
    const { user, email } = await signUp(app.client, { fullName: "Sven", language: "sv" });
    await signInFrom(app.newClient(), email, SAFARI_IPHONE);
    const [notice] = await notices(app, user.id);
    expect(notice).toMatchObject({ subject: "Ny inloggning på ditt Plugsmith-konto" });
    expect(notice!.text).toContain("- Enhet: Safari på iOS");
  });

  it("sends nothing for a refused sign-in", async () => {
    const app = testApp();
    const { user, email } = await signUp(app.client);
    const res = await app.newClient().post("/api/auth/sign-in/email", { email, password: "wrong-password" }, { headers: { "user-agent": FIREFOX_WINDOWS } });
    expect(res.status).toBe(401);
    expect(await notices(app, user.id)).toEqual([]);
  });

  it("remembers at most SIGN_IN_DEVICES_KEPT browsers per account, forgetting the least recently seen", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const deps = { db: app.services.db, mail: app.services.mail, siteUrl: app.env.SITE_URL };
    for (let i = 0; i < SIGN_IN_DEVICES_KEPT + 10; i++) await noteSignIn(deps, { userId: user.id, userAgent: `Browser/${i}` });
    const devices = await app.services.db.select().from(signInDevices).where(eq(signInDevices.userId, user.id));
    expect(devices).toHaveLength(SIGN_IN_DEVICES_KEPT);
    // The newest is kept; the browser signed up in (seen first, never since) was forgotten.
    expect(await noteSignIn(deps, { userId: user.id, userAgent: `Browser/${SIGN_IN_DEVICES_KEPT + 9}` })).toBe(false);
    expect(await noteSignIn(deps, { userId: user.id, userAgent: "" })).toBe(true);
  });
});
