import type { Services } from "./services";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** Hono's typed context for every route: the services, and the signed-in user once middleware ran. */
export interface AppEnv {
  Variables: {
    services: Services;
    user: SessionUser;
    /** Set by optionalUser: the signed-in user, or undefined for a visitor. */
    optionalUser: SessionUser | undefined;
    requestId: string;
  };
}
