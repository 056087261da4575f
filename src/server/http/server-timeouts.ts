import type { Server } from "node:http";
import { SERVER_TIMEOUTS } from "../../shared/constants";

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}

/**
 * Options for node's http.createServer. Node applies `requestTimeout` to *receiving* a request (headers
 * and body), not to the response: an event stream or a long chat turn, whose request arrived whole, is
 * not cut by it. A client that trickles its headers or body is dropped (408) once the time is up.
 */
export function serverOptions(timeouts: ServerTimeouts = SERVER_TIMEOUTS) {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  };
}

/** What createServer takes no option for on Node 20: how long an idle keep-alive socket stays open. */
export function applyKeepAlive(server: Server, timeouts: ServerTimeouts = SERVER_TIMEOUTS): void {
  server.keepAliveTimeout = timeouts.keepAliveMs;
}
