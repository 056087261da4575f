import { Hono } from "hono";
import { MOCK_FRAME_CSP, MOCK_FRAME_HTML, MOCK_FRAME_PATH } from "../../../shared/preview-frame/mock-frame";
import type { AppEnv } from "../../app-env";

/**
 * The builder's mock preview frame (shared/preview-frame/mock-frame.ts, decision 0044). It sets its own
 * policy and frame headers, which the app's security headers then leave as they are: sandboxed, and
 * framed by our pages only (the app's own pages may be framed by nobody).
 */
export const mockFrameRoutes = new Hono<AppEnv>().get(MOCK_FRAME_PATH, (c) =>
  c.body(MOCK_FRAME_HTML, 200, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    "Content-Security-Policy": MOCK_FRAME_CSP,
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
  }),
);
