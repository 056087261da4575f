import { describe, expect, it } from "vitest";
import { ACCOUNTS, CREDITS } from "../../shared/constants";
import { signUp } from "../../../tests/support/factories";
import { createPlugin, generate, lastEvent } from "../../../tests/support/plugin-factories";
import { useSharedTestApp } from "../../../tests/support/test-app";
import { SECRET_LINK_PLACEHOLDER } from "../integrations/mail/mail-service";
import { openConfirmationLink } from "./email-verification.testing";

const testApp = useSharedTestApp({ EMAIL_VERIFICATION: "required" });

const notVerified = { error: { code: "email_not_verified", message: ACCOUNTS.emailNotVerifiedMessage } };

describe("[AUTH][EMAIL_VERIFICATION]", () => {
  it("mails a confirmation link at sign-up and holds back bonuses, generation and downloads until it is opened", async () => {
    const { client, services, env } = testApp();
    const account = await signUp(client);
    const me = (await client.get("/api/me")).json;
    expect(me).toMatchObject({ emailVerified: false, credits: { balance: 0 } });
    const mails = await services.db.query.mailOutbox.findMany({
      where: (m, { and, eq }) => and(eq(m.toAddress, account.email), eq(m.kind, "email_verification")),
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(SECRET_LINK_PLACEHOLDER);
    expect(mails[0]!.text).not.toMatch(/verify-email/);

    const pluginId = await createPlugin(client);
    const turn = await generate(client, pluginId, { message: "a greeting shortcode" });
    expect(turn.status).toBe(403);
    expect(turn.error).toEqual(notVerified);
    const download = await client.post(`/api/plugins/${pluginId}/download`, {});
    expect(download.status).toBe(403);
    expect(download.json).toEqual(notVerified);

    // The link signs the person in (here: a browser without the session) and leads to the dashboard.
    const mailReader = client.newClient();
    const opened = await openConfirmationLink(mailReader, env.AUTH_SECRET!, { userId: account.user.id, email: account.email });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/dashboard");
    expect((await mailReader.get("/api/me")).json).toMatchObject({ email: account.email, emailVerified: true });

    expect((await client.get("/api/me")).json).toMatchObject({
      emailVerified: true,
      credits: { balance: CREDITS.signUpBonus },
    });
    const paid = await generate(client, pluginId, { message: "a greeting shortcode" });
    expect(paid.status).toBe(200);
    expect(lastEvent(paid.events)?.type).toBe("done");
  });

  it("resends the link only to the signed-in person's own address, at most 3 mails an hour", async () => {
    const { client, services } = testApp();
    const account = await signUp(client);
    const anonymous = await client.newClient().post("/api/auth/send-verification-email", { email: account.email });
    expect(anonymous.status).toBe(401);

    // Another address in the body is ignored: the mail goes to the session's own address.
    const resend = () => client.post("/api/auth/send-verification-email", { email: "someone-else@plugsmith.test" });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe(ACCOUNTS.verificationMailsLimitMessage);
    const mails = await services.db.query.mailOutbox.findMany({
      where: (m, { eq }) => eq(m.kind, "email_verification"),
    });
    expect(mails.filter((m) => m.toAddress === account.email)).toHaveLength(ACCOUNTS.verificationMailsPerHour);
    expect(mails.filter((m) => m.toAddress === "someone-else@plugsmith.test")).toHaveLength(0);
  });
});
