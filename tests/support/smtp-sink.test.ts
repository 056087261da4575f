import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEncodedWords, parseMessage, startSmtpSink, type SmtpSink } from "../fakes/smtp-sink";

describe("[TEST SUPPORT][SMTP SINK]", () => {
  let sink: SmtpSink;
  let transport: nodemailer.Transporter;

  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = nodemailer.createTransport({ url: sink.url, ignoreTLS: true } as never);
  });
  afterAll(async () => {
    transport.close();
    await sink.close();
  });

  it("receives a plain mail sent by nodemailer with its envelope, subject and text", async () => {
    await transport.sendMail({
      from: "Plugsmith <hello@plugsmith.local>",
      to: ["ada@example.test", "grace@example.test"],
      subject: "Welcome to Plugsmith",
      text: "Hello Ada,\nyour account is ready.",
    });
    const mail = await sink.waitFor((m) => m.subject === "Welcome to Plugsmith");
    expect(mail.from).toBe("hello@plugsmith.local");
    expect(mail.to).toEqual(["ada@example.test", "grace@example.test"]);
    expect(mail.text).toBe("Hello Ada,\nyour account is ready.");
    expect(mail.html).toBe("");
    expect(mail.raw).toContain("Subject: Welcome to Plugsmith");
  });

  it("decodes multipart/alternative, quoted-printable soft breaks, =XX escapes and encoded subjects", async () => {
    const link = `http://localhost:3000/reset-password?token=${"abc123".repeat(20)}&next=%2Fapp`;
    const text = `Hej Åsa! Räksmörgås = 5 kr.\nReset: ${link}\n${"long line ".repeat(20).trim()}`;
    await transport.sendMail({
      from: "hello@plugsmith.local",
      to: "asa@example.test",
      subject: "Återställ ditt lösenord – Plugsmith",
      text,
      html: `<p>Hej Åsa!</p><a href="${link}">Reset</a>`,
    });
    const mail = await sink.waitFor((m) => m.to.includes("asa@example.test"));
    expect(mail.raw).toMatch(/multipart\/alternative/i);
    expect(mail.raw).toMatch(/=\r?\n/); // the long lines really were soft-broken
    expect(mail.subject).toBe("Återställ ditt lösenord – Plugsmith");
    expect(mail.text).toBe(text);
    expect(mail.html).toBe(`<p>Hej Åsa!</p><a href="${link}">Reset</a>`);
  });

  it("keeps the text when the mail carries an attachment", async () => {
    await transport.sendMail({
      from: "hello@plugsmith.local",
      to: "files@example.test",
      subject: "Your plugin",
      text: "The ZIP is attached.",
      attachments: [{ filename: "notes.txt", content: "not the body" }],
    });
    const mail = await sink.waitFor((m) => m.to.includes("files@example.test"));
    expect(mail.text).toBe("The ZIP is attached.");
  });

  it("waits for a mail that has not arrived yet, and times out naming what it saw", async () => {
    const waiting = sink.waitFor((m) => m.subject === "Later", 5_000);
    setTimeout(() => {
      void transport.sendMail({ from: "a@plugsmith.local", to: "b@example.test", subject: "Later", text: "x" });
    }, 50);
    await expect(waiting).resolves.toMatchObject({ subject: "Later", text: "x" });
    await expect(sink.waitFor((m) => m.subject === "Never", 100)).rejects.toThrow(/no matching mail within 100 ms/);
  });

  it("parses base64 bodies and B-encoded words", () => {
    const raw = [
      "Subject: =?UTF-8?B?SGVqIHbDpHJsZGVu?=",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("Hej världen\nrad två").toString("base64"),
      "",
    ].join("\r\n");
    expect(parseMessage(raw)).toMatchObject({ subject: "Hej världen", text: "Hej världen\nrad två" });
    expect(decodeEncodedWords("=?utf-8?Q?Caf=C3=A9_au_lait?= =?utf-8?Q?_ok?=")).toBe("Café au lait ok");
  });
});
