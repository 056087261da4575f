import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { parseMessage } from "./smtp-sink";

// The browser tests' mail server: a real SMTP server the app delivers to (SMTP_URL), and a small HTTP
// reader the Playwright fixtures ask for a person's mail, the way that person would open their inbox.
// Started by playwright.config.ts before the app: `tsx tests/fakes/e2e-mail-server.ts <smtpPort> <httpPort>`.
// Keeps the newest MAX_MESSAGES messages only.

const MAX_MESSAGES = 5_000;
const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error("usage: e2e-mail-server.ts <smtpPort> <httpPort>");
  process.exit(2);
}

interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const mails: StoredMail[] = [];
let nextId = 1;

const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS"],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", callback);
    stream.on("end", () => {
      const parsed = parseMessage(Buffer.concat(chunks).toString("utf8"));
      for (const rcpt of session.envelope.rcptTo) {
        mails.push({
          id: nextId++,
          to: rcpt.address.toLowerCase(),
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
          receivedAt: new Date().toISOString(),
        });
      }
      if (mails.length > MAX_MESSAGES) mails.splice(0, mails.length - MAX_MESSAGES);
      callback();
    });
  },
});
smtp.on("error", () => {
  // A client that drops its connection.
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/health") {
    res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    return;
  }
  if (url.pathname === "/mails") {
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const found = mails.filter((m) => m.to === to).reverse();
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ mails: found }));
    return;
  }
  res.writeHead(404).end();
}).listen(httpPort, "127.0.0.1");
