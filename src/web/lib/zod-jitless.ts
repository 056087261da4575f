// "zod" in the web app's bundles (vite.config.ts aliases it here): zod, set to parse without compiled code.
// The app's Content-Security-Policy allows no eval (decision 0044). Zod probes for it with
// `new Function("")` when its first object schema is made, and the browser reports the refused probe as a
// violation even though zod catches it. Every module that makes a schema imports zod through this one,
// so the setting is in place before the first schema, whatever the bundler puts in which chunk.
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z as default } from "zod/v4";
