import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api";

/** One client for the whole app, shared by components and route clientLoaders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
});
