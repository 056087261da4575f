import { useQuery } from "@tanstack/react-query";
import { signInOptionsSchema, type SignInProvider } from "@shared/schemas/sign-in-options";
import { api } from "~/lib/api";

const SIGN_IN_OPTIONS_KEY = ["sign-in-options"] as const;

/** The providers this server is configured for (GET /api/sign-in-options); none while loading. */
export function useSignInProviders(): SignInProvider[] {
  const options = useQuery({
    queryKey: SIGN_IN_OPTIONS_KEY,
    queryFn: ({ signal }) => api("/api/sign-in-options", { schema: signInOptionsSchema, signal }),
    staleTime: Infinity,
  });
  return options.data?.providers ?? [];
}

/** Whether this browser can use passkeys at all (WebAuthn needs https, or localhost). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== "undefined" && window.isSecureContext && typeof window.PublicKeyCredential === "function";
}
