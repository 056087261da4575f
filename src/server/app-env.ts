import type { SessionUser } from "./auth/session-user";
import type { Services } from "./services";

export type { SessionUser };

/** Hono's typed context for every route: the services, and the signed-in user once middleware ran. */
export interface AppEnv {
  Variables: {
    services: Services;
    user: SessionUser;
    /** Set by optionalUser: the signed-in user, or undefined for a visitor. */
    optionalUser: SessionUser | undefined;
    requestId: string;
    /** Set by staticSite for a built HTML page: its inline scripts' CSP hashes (http/security-headers.ts). */
    inlineScriptHashes: readonly string[] | undefined;
  };
}
