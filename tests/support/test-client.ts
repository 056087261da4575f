// A small cookie-keeping HTTP client over an in-process fetch (Hono's `app.request`), standing in for
// one browser: it sends a same-site Origin (better-auth answers 403 without one) and keeps the cookies
// that responses set, so signing up or in once makes the following requests authenticated.

/** Anything that answers a fetch-style call; `app.request` of a Hono app is one. */
export type Fetcher = (input: string, init: RequestInit) => Response | Promise<Response>;

// Tests read response fields freely; the default `any` keeps them free of casts (pass a type to check).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  /** The parsed body when the response is JSON, otherwise null. */
  json: T;
  /** The body as text (empty for a HEAD or a 204). */
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send no Origin header (to test the refusal of cross-site requests). */
  noOrigin?: boolean;
}

export type RequestBody = unknown;

export type Query = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

export type RequestInitWithOptions = Omit<RequestInit, "headers"> & RequestOptions;

export interface TestClient {
  /** `query` is appended to the path as a query string (`{ to: "a@b.c" }` → `?to=a%40b.c`). */
  get<T = Json>(path: string, query?: Query, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = Json>(path: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = Json>(path: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse<T>>;
  patch<T = Json>(path: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse<T>>;
  delete<T = Json>(path: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse<T>>;
  /** The raw response, body unread: for SSE streams and ZIP downloads. Cookies are still kept. */
  request(path: string, init?: RequestInitWithOptions): Promise<Response>;
  /** The current value of a cookie, or undefined. */
  cookie(name: string): string | undefined;
  /** All cookies as `name=value; name2=value2`, as the client sends them. */
  cookieHeader(): string;
  clearCookies(): void;
  /** Sets a cookie as the page's own script would (document.cookie). */
  setCookie(name: string, value: string): void;
  /** A second browser on the same app: no cookies. */
  newClient(): TestClient;
}

export function createTestClient(fetcher: Fetcher, options: { origin: string }): TestClient {
  const origin = options.origin.replace(/\/$/, "");
  const jar = new Map<string, string>();

  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

  function storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const parsed = parseSetCookie(line);
      if (!parsed) continue;
      if (parsed.expired) jar.delete(parsed.name);
      else jar.set(parsed.name, parsed.value);
    }
  }

  async function request(path: string, init: RequestInitWithOptions = {}): Promise<Response> {
    const { noOrigin, headers: extraHeaders, ...rest } = init;
    const headers = new Headers(extraHeaders);
    if (!noOrigin && !headers.has("origin")) headers.set("origin", origin);
    if (jar.size > 0 && !headers.has("cookie")) headers.set("cookie", cookieHeader());
    const url = path.startsWith("/") ? `${origin}${path}` : path;
    const response = await fetcher(url, { ...rest, headers });
    storeCookies(response.headers);
    return response;
  }

  async function send<T>(method: string, path: string, body: RequestBody, options: RequestOptions = {}) {
    const init: RequestInitWithOptions = { method, ...options };
    if (body !== undefined) {
      if (isRawBody(body)) {
        init.body = body;
      } else {
        init.body = JSON.stringify(body);
        init.headers = { "content-type": "application/json", ...options.headers };
      }
    }
    const response = await request(path, init);
    const text = await response.text();
    const isJson = /\bjson\b/i.test(response.headers.get("content-type") ?? "");
    let json: T = null as T;
    if (isJson && text !== "") {
      try {
        json = JSON.parse(text) as T;
      } catch {
        // Left null: the status and text tell the test what happened.
      }
    }
    return { status: response.status, json, text, headers: response.headers } satisfies TestResponse<T>;
  }

  return {
    get: (path, query, options) => send("GET", withQuery(path, query), undefined, options),
    post: (path, body, options) => send("POST", path, body, options),
    put: (path, body, options) => send("PUT", path, body, options),
    patch: (path, body, options) => send("PATCH", path, body, options),
    delete: (path, body, options) => send("DELETE", path, body, options),
    request,
    cookie: (name) => jar.get(name),
    cookieHeader,
    clearCookies: () => jar.clear(),
    setCookie: (name, value) => void jar.set(name, value),
    newClient: () => createTestClient(fetcher, options),
  };
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query] : Object.entries(query);
  for (const [name, value] of entries) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  );
}

/** `name=value; Max-Age=0; Path=/; HttpOnly` → name, value and whether it deletes the cookie. */
export function parseSetCookie(line: string): { name: string; value: string; expired: boolean } | null {
  const [pair, ...attributes] = line.split(";");
  const eq = pair?.indexOf("=") ?? -1;
  if (!pair || eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  let expired = false;
  for (const attribute of attributes) {
    const [key = "", ...rest] = attribute.split("=");
    const attrValue = rest.join("=").trim();
    const lower = key.trim().toLowerCase();
    if (lower === "max-age" && Number(attrValue) <= 0) expired = true;
    if (lower === "expires") {
      const time = Date.parse(attrValue);
      if (!Number.isNaN(time) && time <= Date.now()) expired = true;
    }
  }
  return { name, value, expired };
}
