import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { DatabaseUnreachableError, describeDatabase, waitForDatabase } from "./db/database-unavailable";
import { migrate } from "./db/migrate";
import { EnvError, readEnv } from "./env";
import { applyKeepAlive, serverOptions } from "./http/server-timeouts";
import { createLogger } from "./lib/logger";
import { buildServices } from "./services";
import { createPreviewApp } from "./modules/previews/preview-app";

/** How long after the server answers the job runner starts and better-auth loads (decision 0081). */
const STARTUP_WORK_DELAY_MS = 1_000;

// Read env, open and migrate the database, build services, listen, shut down cleanly.
async function main() {
  const startedAt = performance.now();
  let env;
  try {
    env = readEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR),
    logger,
    poolMax: env.DATABASE_POOL_MAX,
  });
  if (env.DATABASE_URL) {
    try {
      await waitForDatabase(database, { waitSeconds: env.DB_WAIT_SECONDS, name: describeDatabase(env.DATABASE_URL), logger });
    } catch (err) {
      await database.close().catch(() => {});
      throw err;
    }
  }
  const opened = performance.now();
  await migrate(database);
  const migrated = performance.now();
  const services = await buildServices({
    env,
    database,
    logger,
    clientDir: path.resolve("build/client"),
  });
  const built = performance.now();
  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: serverOptions() }, (info) => {
    logger.info(
      {
        port: info.port,
        database: database.kind,
        mail: services.mail.transport,
        startupMs: Math.round(performance.now() - startedAt),
        // Where the start's time went (issue #35 item 4): Node's own start and loading the modules (performance.now()
        // counts from the process's start), opening the database, migrations, services.
        startupPhasesMs: {
          modules: Math.round(startedAt),
          database: Math.round(opened - startedAt),
          migrations: Math.round(migrated - opened),
          services: Math.round(built - migrated),
        },
        trustedOrigins: env.TRUSTED_ORIGINS,
      },
      `Plugsmith is listening on port ${info.port} (site ${env.SITE_URL}; pages may be opened at ${env.TRUSTED_ORIGINS.join(", ")})`,
    );
    if (env.EMAIL_VERIFICATION === "off") {
      logger.warn(
        "EMAIL_VERIFICATION=off: addresses count as confirmed at sign-up, so sign-up and referral bonuses are not protected against farming. Set SMTP_URL (or EMAIL_VERIFICATION=required) on a public server.",
      );
    }
  });

  applyKeepAlive(server as Server);
  // Mail delivery and scheduled jobs run in every process; pg-boss hands each job to one of them. They start once the
  // server answers (issue #35 item 4: pg-boss's start was half of a restart): what is saved or queued meanwhile waits in
  // its rows, and each queue's first sweep at start sends it (mail-jobs.ts, version-check-jobs.ts).
  // A start the database interrupts is tried again with back-off (up to a minute apart) while the server answers.
  let closing = false;
  const startJobs = (attempt: number) => {
    const from = performance.now();
    services.startJobs().then(
      () => logger.info({ ms: Math.round(performance.now() - from), attempt }, "job runner started"),
      (err: unknown) => {
        if (closing) return;
        const retryMs = Math.min(60_000, 1_000 * 2 ** attempt);
        logger.error({ err: err instanceof Error ? err.message : String(err), attempt, retryMs }, "the job runner could not start; trying again");
        setTimeout(() => startJobs(attempt + 1), retryMs).unref();
      },
    );
  };
  // A second after the server answers, so its first requests are not queued behind pg-boss's start on the
  // database (PGlite runs one query at a time) nor behind better-auth's modules, which hold the event loop for
  // ~0.5 s; a request that needs better-auth sooner loads it then (decision 0081).
  setTimeout(() => {
    if (closing) return;
    startJobs(1);
    services.auth().catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, "sign-in could not load"));
  }, STARTUP_WORK_DELAY_MS).unref();
  // The live preview's own origin (modules/previews/preview-app.ts): WordPress is served only here.
  const previewServer = services.previews.pool
    ? serve(
        { fetch: createPreviewApp(services.previews, new URL(env.SITE_URL).origin).fetch, port: env.PREVIEW_PORT, hostname: env.HOST, serverOptions: serverOptions() },
        (info) => logger.info({ port: info.port, origin: env.PREVIEW_ORIGIN }, `Live previews are served at ${env.PREVIEW_ORIGIN}`),
      )
    : null;
  if (env.PREVIEW_NOTICE) logger.warn(env.PREVIEW_NOTICE);
  // The same header, body and keep-alive limits as the app's listener (issue #30).
  if (previewServer) applyKeepAlive(previewServer as Server);
  // A port taken by another program costs the live preview, not the app: the builder shows its mock.
  previewServer?.on("error", (err: NodeJS.ErrnoException) => {
    logger.error({ port: env.PREVIEW_PORT, code: err.code }, `Live previews are off: the preview port ${env.PREVIEW_PORT} could not be opened (set PREVIEW_PORT)`);
    const pool = services.previews.pool;
    services.previews.pool = null;
    void pool?.shutdown();
  });

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    previewServer?.close();
    (previewServer as unknown as { closeAllConnections?: () => void } | null)?.closeAllConnections?.();
    server.close(async () => {
      await services.close().catch(() => {});
      await database.close().catch(() => {});
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open; open event streams get a moment, then end.
    const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    http.closeIdleConnections?.();
    setTimeout(() => http.closeAllConnections?.(), 3_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** The server of this process (main.ts): running when this resolves; a start that fails exits with its reason. */
export function runServer(): Promise<void> {
  return main().catch((err) => {
    // A configuration problem found after reading env (e.g. an AI provider without its key) names the
    // variable: print the message alone, as readEnv's errors are.
    // So does a data directory held by another process (named with its pid).
    // So does a database that cannot be reached (DB_WAIT_SECONDS).
    const known = err instanceof EnvError || err instanceof DataDirLockedError || err instanceof DatabaseUnreachableError;
    console.error(known ? err.message : err);
    process.exit(1);
  });
}
