import dns from "node:dns";
import { EventEmitter } from "node:events";
import net from "node:net";
import { isMainThread } from "node:worker_threads";

// PHP in our WordPress runs strangers' code: it gets no network and nothing of the host's environment
// (issue #30, decision 0054). Two walls against the network, each enough alone:
//  1. PHP's sockets lead nowhere. php-wasm's Node loader always wires Emscripten's sockets to a WebSocket
//     proxy it starts on 127.0.0.1, which opens a real TCP connection to any host and port PHP names
//     (SoapClient, mysqli, PDO's MySQL driver, curl, fsockopen…). `cutPhpNetwork` runs before PHP starts
//     (an Emscripten preRun hook): it closes that proxy and gives the socket layer a WebSocket that cannot
//     be built, so every connect is refused and every listen fails with "Permission denied".
//     The functions and classes that open their own transports are disabled in php.ini as well.
//  2. The worker thread that runs PHP cannot open a socket or look up a name. `closeThreadNetwork` replaces
//     net.Socket's connect, net.Server's listen and dns's look-ups in this thread only (a worker thread has
//     its own instances of Node's modules; the main thread keeps its network). The only listen let through
//     is php-wasm's own proxy, while our loader starts a runtime, and wall 1 closes it at once.

/** Functions that reach the network, a process or the mail system; PHP answers "Call to undefined function". */
export const DISABLED_FUNCTIONS = [
  // Sockets and streams to other hosts, and servers.
  "fsockopen",
  "pfsockopen",
  "stream_socket_client",
  "stream_socket_server",
  "socket_create",
  "socket_create_listen",
  "socket_create_pair",
  "socket_connect",
  "socket_bind",
  "socket_listen",
  "socket_addrinfo_connect",
  "socket_addrinfo_bind",
  "socket_addrinfo_lookup",
  "curl_init",
  "curl_exec",
  "curl_multi_init",
  "curl_multi_exec",
  "curl_share_init",
  "ftp_connect",
  "ftp_ssl_connect",
  "mysqli_connect",
  "mysqli_real_connect",
  "mysqli_init",
  // Names: even a look-up leaks what it asks for to a DNS server. gethostbyname, gethostbynamel and
  // gethostbyaddr stay: in php-wasm they answer from Emscripten's own table of made-up addresses (any name is
  // 172.29.x.y, a private address) and no look-up leaves the process. WordPress calls gethostbyname for every
  // wp_safe_remote_*() (wp_http_validate_url), and PHP 8 makes a disabled function an undefined one: each such
  // call, the dashboard's news widget's too, was a fatal error instead of WordPress's "A valid URL was not provided".
  "dns_get_record",
  "dns_check_record",
  "checkdnsrr",
  "dns_get_mx",
  "getmxrr",
  // Mail goes through wp_mail (caught by the preview, refused by the check), never PHP's own.
  "mail",
  // Processes.
  "exec",
  "shell_exec",
  "system",
  "passthru",
  "proc_open",
  "popen",
  "pcntl_exec",
  "putenv",
  // A channel to the JavaScript around PHP: nothing of ours listens, and nothing should start to.
  "post_message_to_js",
].join(",");

/**
 * Functions Playground's SQLite layer defines itself when they do not exist (`if ( ! function_exists(…) )`).
 * PHP 8 takes a disabled function out of its table, so the stub is declared instead; PHP 7.4 keeps it
 * there (disabled), and the stub's declaration is then a fatal "Cannot redeclare": WordPress would not
 * start at all on 7.4 (the PHP matrix, docs/decisions/0061).
 */
const PLAYGROUND_STUBS = new Set(["mysqli_connect", "mysqli_real_connect", "mysqli_init"]);

/**
 * DISABLED_FUNCTIONS for PHP `phpVersion`: on 7.4 without the three mysqli functions Playground stubs
 * (their stubs connect nowhere; a real mysqli connect still meets both walls, and the class is disabled).
 */
export function disabledFunctions(phpVersion: string): string {
  if (!phpVersion.startsWith("7.")) return DISABLED_FUNCTIONS;
  return DISABLED_FUNCTIONS.split(",")
    .filter((name) => !PLAYGROUND_STUBS.has(name))
    .join(",");
}

/** Classes that open their own connections (PHP 8.3's disable_classes: `new SoapClient` fails). */
export const DISABLED_CLASSES = ["SoapClient", "SoapServer", "mysqli"].join(",");

/** An error Emscripten's syscalls turn into an errno for PHP (a plain Error would abort the runtime). */
function errnoError(errno: number, message: string): Error {
  return Object.assign(new Error(message), { name: "ErrnoError", errno });
}
/** WASI's errno numbers, as Emscripten's socket layer returns them. */
const EACCES = 2;

/**
 * What Emscripten's socket layer gets instead of a WebSocket: one that never opens. It fails on the next
 * tick as a refused connection does (PHP sees ECONNREFUSED). It must not throw when built: in php-wasm's
 * asyncify build (Node 20) connect() has no handler around it, and a throw there would end the whole runtime.
 */
class NoConnection extends EventEmitter {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  binaryType = "arraybuffer";
  constructor() {
    super();
    setImmediate(() => {
      this.readyState = 3;
      this.emit("error", new Error("This WordPress has no network"));
      this.emit("close");
    });
  }
  send(): void {}
  close(): void {}
  setSocketOpt(): void {}
  // php-wasm's JSPI build (Node 24) waits for a connect through the DOM's listener methods.
  addEventListener(type: string, listener: (...args: unknown[]) => void): void {
    this.on(type, listener);
  }
  removeEventListener(type: string, listener: (...args: unknown[]) => void): void {
    this.off(type, listener);
  }
}
class NoServer {
  constructor() {
    throw errnoError(EACCES, "This WordPress may not listen");
  }
}

interface EmscriptenModule {
  ENV?: Record<string, string | undefined>;
  websocket?: unknown;
  outboundNetworkProxyServer?: { close(): void; closeAllConnections?(): void };
}

/** Emscripten preRun hook (wall 1): before PHP's socket layer reads its settings. */
export function cutPhpNetwork(module: EmscriptenModule): void {
  const proxy = module.outboundNetworkProxyServer;
  if (proxy) {
    proxy.close();
    proxy.closeAllConnections?.();
    delete module.outboundNetworkProxyServer;
  }
  module.websocket = {
    url: () => "ws://0.0.0.0:0/",
    subprotocol: "binary",
    decorator: () => NoConnection,
    serverDecorator: () => NoServer,
  };
}

/**
 * Emscripten preRun hook: PHP's environment holds Emscripten's made-up defaults and nothing of the host's;
 * `_` (the program's path, our server's script) is dropped. The ENV object is the loader's: changed, not replaced.
 */
export function hideHostEnvironment(module: EmscriptenModule): void {
  if (module.ENV) module.ENV._ = undefined;
}

/** Most bytes one request of PHP's may write to its answer: the rest is dropped, and the answer marked. */
export const OUTPUT_LIMIT_BYTES = 32 * 1024 * 1024;

/** What a runtime's output counter knows (kept on the Emscripten module, read through outputOf). */
export interface OutputCounter {
  bytes: number;
  /** True once the request wrote more than OUTPUT_LIMIT_BYTES. */
  overflowed: boolean;
}

interface DeviceOps {
  open(stream: unknown): void;
  write(stream: unknown, buffer: Uint8Array, offset: number, length: number, position: number): number;
}
interface EmscriptenFs {
  makedev(major: number, minor: number): number;
  getDevice(dev: number): { stream_ops: DeviceOps } | undefined;
}

/**
 * Emscripten preRun hook: PHP's answer body (the /request/stdout device php-wasm registers when its module
 * is built) holds at most OUTPUT_LIMIT_BYTES a request; a plugin that echoes a gigabyte costs nothing more
 * than that. The count starts again each time PHP opens the device, once a request.
 */
export function capPhpOutput(module: EmscriptenModule & { FS?: EmscriptenFs; plugsmithOutput?: OutputCounter }): void {
  const device = module.FS?.getDevice(module.FS.makedev(64, 0));
  if (!device) throw new Error("php-wasm's loader no longer registers /request/stdout before it starts: the output cap cannot be set");
  const counter: OutputCounter = { bytes: 0, overflowed: false };
  module.plugsmithOutput = counter;
  const ops = device.stream_ops;
  device.stream_ops = {
    ...ops,
    open(stream) {
      counter.bytes = 0;
      counter.overflowed = false;
      ops.open(stream);
    },
    write(stream, buffer, offset, length, position) {
      const room = Math.max(0, OUTPUT_LIMIT_BYTES - counter.bytes);
      if (length > room) counter.overflowed = true;
      counter.bytes += length;
      if (room > 0) ops.write(stream, buffer, offset, Math.min(length, room), position);
      return length;
    },
  };
}

type StreamWrite = (stream: { node: { contents: Uint8Array | null } }, ...rest: unknown[]) => number;
interface Memfs {
  stream_ops: { write: StreamWrite };
  ops_table: { file: { stream: { write: StreamWrite } } } | null;
}

/**
 * Emscripten preRun hook, a wall between people: a file whose bytes are shared with other sites (a view into the
 * snapshot's SharedArrayBuffer, shared-snapshot.ts) is copied into this site's own memory before its first write.
 * MEMFS writes into a file's array in place when the write fits inside it; every other change (truncating,
 * growing, replacing) makes a new array, so write is the one place a site could reach the shared bytes. Files'
 * writes go through MEMFS's table of file operations, msync's through MEMFS.stream_ops: both are wrapped.
 */
export function copySharedFilesOnWrite(module: { FS?: { filesystems?: { MEMFS?: Memfs } | null } }): void {
  const memfs = module.FS?.filesystems?.MEMFS;
  const fileOps = memfs?.ops_table?.file.stream;
  if (!memfs || !fileOps) throw new Error("php-wasm's loader no longer sets up MEMFS before it starts: shared snapshot files cannot be guarded");
  const copyFirst = (write: StreamWrite): StreamWrite =>
    function (this: unknown, stream, ...rest) {
      const node = stream.node;
      if (node.contents && node.contents.buffer instanceof SharedArrayBuffer) node.contents = node.contents.slice();
      return write.call(this, stream, ...rest);
    };
  fileOps.write = copyFirst(fileOps.write);
  memfs.stream_ops.write = copyFirst(memfs.stream_ops.write);
}

/** Whether the last request of `php` wrote more than OUTPUT_LIMIT_BYTES (its answer was cut there). */
export function outputOverflowed(runtimeModule: unknown): boolean {
  return (runtimeModule as { plugsmithOutput?: OutputCounter } | undefined)?.plugsmithOutput?.overflowed === true;
}

let threadClosed = false;
let loaderListens = 0;

const refused = (what: string) => Object.assign(new Error(`${what}: the WordPress runtime's thread has no network`), { code: "EACCES" });

/**
 * Wall 2: this worker thread opens no socket and resolves no name from here on. A no-op on the main
 * thread, which serves people and talks to the database.
 */
export function closeThreadNetwork(): void {
  if (threadClosed || isMainThread) return;
  threadClosed = true;
  net.Socket.prototype.connect = function connect(this: net.Socket) {
    const error = refused("connect");
    process.nextTick(() => this.destroy(error));
    return this;
  } as typeof net.Socket.prototype.connect;
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
    if (loaderListens > 0) return (listen as (...a: unknown[]) => net.Server).apply(this, args);
    // Named as Emscripten's errors are: a listen from PHP becomes an errno, not the end of the thread.
    throw Object.assign(refused("listen"), { name: "ErrnoError", errno: EACCES });
  } as typeof net.Server.prototype.listen;
  // A literal address needs no look-up (Node "looks up" 127.0.0.1 before a listen); a name is refused.
  const literalOnly = (host: unknown, options: unknown, callback: (error: Error | null, address?: unknown, family?: number) => void) => {
    const family = typeof host === "string" ? net.isIP(host) : 0;
    const all = typeof options === "object" && options !== null && (options as { all?: boolean }).all;
    process.nextTick(() => {
      if (family === 0) callback(refused("DNS look-up"));
      else if (all) callback(null, [{ address: host, family }]);
      else callback(null, host, family);
    });
  };
  (dns as unknown as Record<string, unknown>).lookup = (host: unknown, ...rest: unknown[]) =>
    literalOnly(host, rest.length > 1 ? rest[0] : undefined, rest.at(-1) as Parameters<typeof literalOnly>[2]);
  const noLookup = (...args: unknown[]) => {
    const callback = args.findLast((arg) => typeof arg === "function") as ((error: Error) => void) | undefined;
    process.nextTick(() => callback?.(refused("DNS look-up")));
  };
  for (const name of ["lookupService", "resolve", "resolve4", "resolve6", "resolveAny", "reverse"] as const) {
    (dns as unknown as Record<string, unknown>)[name] = noLookup;
  }
  for (const name of ["lookup", "lookupService", "resolve", "resolve4", "resolve6", "resolveAny", "reverse"] as const) {
    (dns.promises as unknown as Record<string, unknown>)[name] = () => Promise.reject(refused("DNS look-up"));
  }
}

/**
 * Runs php-wasm's loader: the one moment this thread may listen (the loader insists on starting its proxy
 * on 127.0.0.1; cutPhpNetwork closes it before PHP runs).
 */
export async function whileLoadingPhp<T>(load: () => Promise<T>): Promise<T> {
  loaderListens++;
  try {
    return await load();
  } finally {
    loaderListens--;
  }
}
