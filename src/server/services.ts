import type { Auth } from "./auth/auth";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import type { Database, DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { MailService } from "./integrations/mail/mail-service";
import { createOutboxMail } from "./integrations/mail/outbox-mail";
import { createSmtpMail } from "./integrations/mail/smtp-mail";
import { type Logger, createLogger } from "./lib/logger";
import { seedEmailTemplates } from "./modules/mail/templates.service";

/** Everything the routes use, built once per process (or per test) and handed to createApp. */
export interface Services {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  mail: MailService;
  auth: Auth;
  /** The built web app to serve; absent in API tests. */
  clientDir?: string;
}

export interface BuildServicesOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: Logger;
  mail?: MailService;
  clientDir?: string;
}

/** Picks each outside service from configuration: embedded defaults unless env names a real one. */
export async function buildServices(opts: BuildServicesOptions): Promise<Services> {
  const { env, database } = opts;
  const db = database.db;
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL);
  const mail =
    opts.mail ??
    (env.SMTP_URL
      ? createSmtpMail({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger })
      : createOutboxMail(db));
  await seedEmailTemplates(db);
  const secret = await resolveAuthSecret(db, env.AUTH_SECRET);
  const auth = createAuth({ env, db, mail, logger, secret });
  return { env, logger, database, db, mail, auth, clientDir: opts.clientDir };
}
