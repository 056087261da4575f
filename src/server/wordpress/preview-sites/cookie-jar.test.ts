import { describe, expect, it } from "vitest";
import { COOKIE_MAX_BYTES, createCookieJar, JAR_MAX_COOKIES } from "./cookie-jar";

const BASE = "/preview/0123456789abcdef0123456789abcdef";

function jarAt(start = Date.parse("2026-01-01T00:00:00Z")) {
  const clock = { now: start };
  return { clock, jar: createCookieJar(() => clock.now) };
}

describe("[PREVIEW][COOKIE_JAR]", () => {
  it("keeps what a Set-Cookie sets and sends it back below its path", () => {
    const { jar } = jarAt();
    jar.store([`wp-settings-1=editor%3Dtinymce; expires=Fri, 01-Jan-2027 00:00:00 GMT; Max-Age=31536000; path=${BASE}/`], `${BASE}/wp-admin/`);
    expect(jar.cookiesFor(`${BASE}/wp-admin/index.php`)).toEqual([["wp-settings-1", "editor%3Dtinymce"]]);
    expect(jar.cookiesFor(`${BASE}/`)).toEqual([["wp-settings-1", "editor%3Dtinymce"]]);
    // Another preview's address, and a path that only starts with the same letters, are not below it.
    expect(jar.cookiesFor("/preview/ffffffffffffffffffffffffffffffff/")).toEqual([]);
    expect(jar.cookiesFor(`${BASE}x/`)).toEqual([]);
  });

  it("a cookie without a Path applies to the folder of the request that set it", () => {
    const { jar } = jarAt();
    jar.store(["a=b"], `${BASE}/wp-admin/admin.php`);
    expect(jar.cookiesFor(`${BASE}/wp-admin/users.php`)).toEqual([["a", "b"]]);
    expect(jar.cookiesFor(`${BASE}/wp-admin`)).toEqual([["a", "b"]]);
    expect(jar.cookiesFor(`${BASE}/`)).toEqual([]);
  });

  it("a path outside the preview's address is kept to itself: a cookie for /api/billing never goes with a preview request", () => {
    const { jar } = jarAt();
    jar.store(["better-auth.session_token=x; path=/api/billing"], `${BASE}/`);
    expect(jar.cookiesFor(`${BASE}/`)).toEqual([]);
    expect(jar.cookiesFor(`${BASE}/api/billing`)).toEqual([]);
  });

  it("replaces a cookie of the same name and path, keeps one of another path beside it, the longer path first", () => {
    const { jar } = jarAt();
    jar.store([`n=site; path=${BASE}/`, `n=admin; path=${BASE}/wp-admin`], `${BASE}/`);
    jar.store([`n=admin2; path=${BASE}/wp-admin`], `${BASE}/wp-admin/`);
    expect(jar.cookiesFor(`${BASE}/wp-admin/x.php`)).toEqual([
      ["n", "admin2"],
      ["n", "site"],
    ]);
    expect(jar.cookiesFor(`${BASE}/`)).toEqual([["n", "site"]]);
  });

  it("forgets a cookie deleted with Max-Age=0 or a past Expires (as PHP's setcookie('x', '') sends it), and one that expires", () => {
    const { jar, clock } = jarAt();
    jar.store([`gone=1; path=/`, `past=1; path=/`, `soon=1; Max-Age=60; path=/`, `kept=1; path=/`], `${BASE}/`);
    jar.store(["gone=deleted; expires=Thu, 01-Jan-1970 00:00:01 GMT; Max-Age=0; path=/", "past=x; expires=Thu, 01-Jan-1970 00:00:01 GMT; path=/"], `${BASE}/`);
    expect(jar.cookiesFor(`${BASE}/`)).toEqual([
      ["soon", "1"],
      ["kept", "1"],
    ]);
    clock.now += 61_000;
    expect(jar.cookiesFor(`${BASE}/`)).toEqual([["kept", "1"]]);
  });

  it(`is bounded: a cookie over ${COOKIE_MAX_BYTES} bytes is refused, and past ${JAR_MAX_COOKIES} cookies the oldest go`, () => {
    const { jar } = jarAt();
    jar.store([`big=${"x".repeat(COOKIE_MAX_BYTES)}; path=/`, "=nameless", "novalue"], `${BASE}/`);
    expect(jar.cookiesFor(`${BASE}/`)).toEqual([]);
    jar.store(
      Array.from({ length: JAR_MAX_COOKIES + 50 }, (_, i) => `c${i}=${i}; path=/`),
      `${BASE}/`,
    );
    const held = jar.cookiesFor(`${BASE}/`);
    expect(held).toHaveLength(JAR_MAX_COOKIES);
    expect(held[0]).toEqual(["c50", "50"]);
  });
});
