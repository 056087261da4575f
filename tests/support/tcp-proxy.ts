import { type Server, type Socket, createConnection, createServer } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL (or anything), for tests that take the database away from a server
 * without stopping the shared one: `cut()` drops every open connection and refuses new ones (a new
 * connection is accepted and closed at once, so the port stays the same), `restore()` lets them through.
 */
export interface TcpProxy {
  port: number;
  /** postgres://…@127.0.0.1:PORT/db: `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  cut(): void;
  restore(): void;
  /** Connections currently passed through. */
  open(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, opts: { cut?: boolean } = {}): Promise<TcpProxy> {
  let cut = opts.cut ?? false;
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    via(url) {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    cut() {
      cut = true;
      for (const [a, b] of [...pairs]) {
        a.destroy();
        b.destroy();
      }
      pairs.clear();
    },
    restore() {
      cut = false;
    },
    open: () => pairs.size,
    close: () =>
      new Promise<void>((resolve) => {
        cut = true;
        for (const [a, b] of pairs) {
          a.destroy();
          b.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
