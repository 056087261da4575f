// The cookies one preview's WordPress sets (issue #30): kept here, on the server, in the preview's own jar,
// and sent back with its next requests as a browser would. None of them reaches the viewer's browser, so
// PHP has no way to set a cookie on any origin of ours (design.md §1, principle 8).

/** What one cookie may hold, name and value together (a browser's own limit). */
export const COOKIE_MAX_BYTES = 4096;
/** Cookies one jar holds; past it the oldest goes (a browser keeps about 180 per domain). */
export const JAR_MAX_COOKIES = 100;

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** Epoch ms after which it is gone; null for a cookie that lasts as long as the preview. */
  expiresAt: number | null;
}

export interface CookieJar {
  /** Takes the Set-Cookie header values of an answer to a request for `requestPath` (a URL's path). */
  store(setCookies: readonly string[], requestPath: string): void;
  /** The cookies for a request to `requestPath`, as name/value pairs in the order a browser sends them. */
  cookiesFor(requestPath: string): Array<[name: string, value: string]>;
}

/** RFC 6265 §5.1.4: the folder of the request's path, where a cookie without a Path applies. */
function defaultPath(requestPath: string): string {
  if (!requestPath.startsWith("/")) return "/";
  const last = requestPath.lastIndexOf("/");
  return last <= 0 ? "/" : requestPath.slice(0, last);
}

/** RFC 6265 §5.1.4: does a cookie of `cookiePath` go with a request for `requestPath`? */
function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith("/") || requestPath[cookiePath.length] === "/";
}

/** One Set-Cookie header value, or null when it names no cookie. */
function parseSetCookie(header: string, requestPath: string, now: number): StoredCookie | null {
  const [pair = "", ...attributes] = header.split(";");
  const equals = pair.indexOf("=");
  if (equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  if (!name || name.length + value.length > COOKIE_MAX_BYTES) return null;
  let path: string | null = null;
  let maxAge: number | null = null;
  let expires: number | null = null;
  for (const attribute of attributes) {
    const at = attribute.indexOf("=");
    const key = (at === -1 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const arg = at === -1 ? "" : attribute.slice(at + 1).trim();
    if (key === "path" && arg.startsWith("/")) path = arg;
    else if (key === "max-age" && /^-?\d+$/.test(arg)) maxAge = Number(arg);
    else if (key === "expires" && !Number.isNaN(Date.parse(arg))) expires = Date.parse(arg);
  }
  // Max-Age wins over Expires; either in the past deletes the cookie (PHP's setcookie('x', '') sends both).
  const expiresAt = maxAge !== null ? now + maxAge * 1000 : expires;
  return { name, value, path: path ?? defaultPath(requestPath), expiresAt };
}

/** An empty jar; `now` is the clock its expiry dates are read against. */
export function createCookieJar(now: () => number = Date.now): CookieJar {
  // Keyed by name and path, as a browser keys them (one site, so no domain); a Map keeps creation order.
  const cookies = new Map<string, StoredCookie>();
  const keyOf = (cookie: { name: string; path: string }) => `${cookie.path}\n${cookie.name}`;
  const dropExpired = (at: number) => {
    for (const [key, cookie] of cookies) if (cookie.expiresAt !== null && cookie.expiresAt <= at) cookies.delete(key);
  };

  return {
    store(setCookies, requestPath) {
      const at = now();
      for (const header of setCookies) {
        const cookie = parseSetCookie(header, requestPath, at);
        if (!cookie) continue;
        const key = keyOf(cookie);
        if (cookie.expiresAt !== null && cookie.expiresAt <= at) {
          cookies.delete(key);
          continue;
        }
        const existing = cookies.get(key);
        // A replaced cookie keeps its place (RFC 6265 §5.3 keeps its creation time).
        if (existing) Object.assign(existing, cookie);
        else cookies.set(key, cookie);
      }
      dropExpired(at);
      while (cookies.size > JAR_MAX_COOKIES) cookies.delete(cookies.keys().next().value!);
    },
    cookiesFor(requestPath) {
      dropExpired(now());
      // Longer paths first, then the older cookie first (RFC 6265 §5.4); sort() is stable.
      return [...cookies.values()]
        .filter((cookie) => pathMatches(cookie.path, requestPath))
        .sort((a, b) => b.path.length - a.path.length)
        .map((cookie) => [cookie.name, cookie.value]);
    },
  };
}
