import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers on every response. Scripts are limited to our origin; 'unsafe-inline' stays for the
 * small inline bootstrap scripts React Router writes into prerendered pages. Frames: nobody may frame us.
 * A route that sets one of these headers itself keeps it: set one only to be stricter (a plugin's raw
 * file sets a sandboxing CSP).
 */
export const securityHeaders = (previewOrigin: string) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      // The live preview's WordPress, on its own origin (modules/previews/preview-app.ts).
      frameSrc: ["'self'", "blob:", previewOrigin],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: "max-age=15552000; includeSubDomains",
    overwrite: false,
  });
