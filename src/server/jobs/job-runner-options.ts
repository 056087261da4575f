import type { DatabaseHandle } from "../db/client";
import type { Env } from "../env";
import type { MailService } from "../integrations/mail/mail-service";
import type { SecretLinkCipher } from "../integrations/mail/secret-link-cipher";
import type { UnsubscribeTokens } from "../modules/newsletter/unsubscribe-token";
import type { Logger } from "../lib/logger";
import type { PhpCheckPool } from "../wordpress/static-check/php-check-pool";
import type { RuntimePool } from "../wordpress/runtime/runtime-pool";
import type { ReleaseSource } from "../wordpress/release/release-source";
import type { SitesDeps } from "../modules/sites/sites.service";

/** What the job runner and each queue's jobs (jobs/*-jobs.ts) are started with. */
export interface JobRunnerOptions {
  database: DatabaseHandle;
  env: Env;
  logger: Logger;
  /** Opens the secret links of queued mails (the same key the mail service encrypted them with). */
  cipher: SecretLinkCipher;
  /** Mail back-off after each failed attempt; MAIL_DELIVERY.retryDelaysMs unless a test wants seconds. */
  mailRetryDelaysMs?: readonly number[];
  /** The mail service and unsubscribe tokens the weekly newsletter needs (services.ts passes both). */
  mail?: MailService;
  tokens?: UnsubscribeTokens;
  /** The WordPress runtime that checks saved versions; null or missing when WP_RUNTIME=off. */
  runtime?: RuntimePool | null;
  /** Where the version check job parses the PHP of versions saved with their static checks still to do. */
  phpChecks: PhpCheckPool;
  /** The WordPress release the runtime runs, resolved again once a day; null or missing when WP_RUNTIME=off. */
  wordpressRelease?: ReleaseSource | null;
  /**
   * How often an idle worker of the mail, check and PHP matrix queues looks for jobs that another process sent
   * (each queue's own default, 0.5-1 s, when missing). A send of this process wakes its worker at once whatever
   * this is: tests set it long to prove that.
   */
  pollSeconds?: number;
  /** Pushes to paired sites (issue #37, site-push-jobs.ts); missing: no site push worker in this runner. */
  sites?: SitesDeps;
}
