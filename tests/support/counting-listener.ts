import net from "node:net";

/** A TCP listener on 127.0.0.1 that records every connection and answers nothing: what a hostile plugin must never reach. */
export interface CountingListener {
  port: number;
  /** `address:port` of each connection that reached it. */
  reached: string[];
  close(): Promise<void>;
}

export async function startCountingListener(): Promise<CountingListener> {
  const reached: string[] = [];
  const server = net.createServer((socket) => {
    reached.push(`${socket.remoteAddress}:${socket.remotePort}`);
    socket.on("error", () => {});
    socket.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    reached,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
