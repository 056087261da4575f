import { createContext, useContext, type ReactNode } from "react";
import type { BuilderSession } from "./use-builder-session";

const BuilderContext = createContext<BuilderSession | null>(null);

export function BuilderProvider({ session, children }: { session: BuilderSession; children: ReactNode }) {
  return <BuilderContext.Provider value={session}>{children}</BuilderContext.Provider>;
}

/** The builder's state and actions, for the components inside the builder page. */
export function useBuilder(): BuilderSession {
  const session = useContext(BuilderContext);
  if (!session) throw new Error("useBuilder() outside <BuilderProvider>");
  return session;
}
