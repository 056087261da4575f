import { createRequire } from "node:module";
import type Nodemailer from "nodemailer";

// nodemailer is loaded when an SMTP transport is made (SMTP_URL set), not with every server (issue #17).
const require = createRequire(import.meta.url);

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** What the delivery worker hands a mail to: nodemailer over SMTP. */
export interface SmtpTransport {
  send(message: SmtpMessage): Promise<void>;
  close(): void;
}

/**
 * A transport for SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`, `?tls=off` skips STARTTLS).
 * Every phase has a timeout well inside the delivery claim (MAIL_DELIVERY.claimLeaseMs), so a server
 * that stops answering costs one failed attempt, not a worker slot forever.
 */
export function createSmtpTransport(smtpUrl: string): SmtpTransport {
  const url = new URL(smtpUrl);
  const nodemailer = require("nodemailer") as typeof Nodemailer;
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ignoreTLS: url.searchParams.get("tls") === "off",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
