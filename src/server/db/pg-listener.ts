import pg from "pg";

/** Back-off between attempts to re-establish a lost LISTEN connection. */
export const LISTEN_RETRY = { firstDelayMs: 100, maxDelayMs: 5_000 } as const;

export interface ListenLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface PgListener {
  /** True from the moment the connection is lost until LISTEN runs again on a new one. */
  readonly reconnecting: boolean;
  stop(): Promise<void>;
}

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  onPayload: (payload: string) => void;
  /** After a reconnect: notifications sent while the connection was down were missed. */
  onReconnect?: () => void;
  /** Called when `reconnecting` changes. */
  onStateChange?: () => void;
  logger?: ListenLogger;
  retry?: { firstDelayMs: number; maxDelayMs: number };
}

/**
 * `LISTEN channel` on a connection of its own that survives the server going away (a restart, a
 * failover, pg_terminate_backend): the loss is handled (an unhandled 'error' would end the process) and
 * LISTEN is re-established with back-off. The first connection must succeed: a database that cannot be
 * reached at start-up is an error for the caller.
 */
export async function startPgListener(opts: PgListenerOptions): Promise<PgListener> {
  const retry = opts.retry ?? LISTEN_RETRY;
  const quoted = `"${opts.channel.replace(/"/g, '""')}"`;
  let client: pg.Client | undefined;
  let stopped = false;
  let reconnecting = false;
  let timer: NodeJS.Timeout | undefined;

  const setReconnecting = (value: boolean) => {
    if (reconnecting === value) return;
    reconnecting = value;
    opts.onStateChange?.();
  };

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: opts.connectionString, connectionTimeoutMillis: 5_000 });
    next.on("notification", (msg) => {
      if (msg.channel === opts.channel && msg.payload !== undefined) opts.onPayload(msg.payload);
    });
    next.on("error", (err) => lost(next, err));
    next.on("end", () => lost(next, undefined));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    return next;
  };

  const lost = (which: pg.Client, err: Error | undefined) => {
    // A client that failed while connecting, or one we ended ourselves, is not the live one.
    if (stopped || which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    opts.logger?.warn({ err, channel: opts.channel }, "database LISTEN connection lost; reconnecting");
    setReconnecting(true);
    schedule(retry.firstDelayMs);
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      if (stopped) return;
      connect().then(
        (next) => {
          if (stopped) {
            next.end().catch(() => {});
            return;
          }
          client = next;
          setReconnecting(false);
          opts.logger?.info({ channel: opts.channel }, "database LISTEN connection re-established");
          opts.onReconnect?.();
        },
        () => schedule(Math.min(delayMs * 2, retry.maxDelayMs)),
      );
    }, delayMs);
    timer.unref();
  };

  client = await connect();
  return {
    get reconnecting() {
      return reconnecting;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) await current.end().catch(() => {});
    },
  };
}
