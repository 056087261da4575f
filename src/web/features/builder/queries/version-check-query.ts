import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { versionCheckReportSchema } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { versionsQueryKey } from "./versions-query";

/** How often a report still waiting for WordPress (or its PHP matrix, which comes after) is asked again, and for how long at most. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 10 * 60_000;

/**
 * GET /api/plugins/:id/versions/:number/check: the version's whole check report. Asked again every 2 s
 * while WordPress has not checked it yet, or its PHP matrix still has rows to come (for at most 10
 * minutes); once WordPress has, the history list is read
 * again so its badges show the verdict.
 */
export function useVersionCheck(pluginId: string, versionNumber: number) {
  const since = useRef(Date.now());
  const query = useQuery({
    queryKey: ["plugins", pluginId, "version", versionNumber, "check"] as const,
    queryFn: ({ signal }) =>
      api(`/api/plugins/${encodeURIComponent(pluginId)}/versions/${versionNumber}/check`, { schema: versionCheckReportSchema, signal }),
    refetchInterval: (q) => {
      const report = q.state.data;
      const waiting = report?.runtime.status === "pending" || report?.phpMatrix.status === "pending";
      return waiting && Date.now() - since.current < POLL_FOR_MS ? POLL_MS : false;
    },
  });
  const runtimeStatus = query.data?.runtime.status;
  const wasPending = useRef(false);
  useEffect(() => {
    if (runtimeStatus === "pending") wasPending.current = true;
    else if (runtimeStatus && wasPending.current) {
      wasPending.current = false;
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(pluginId) });
    }
  }, [pluginId, runtimeStatus]);
  return query;
}
