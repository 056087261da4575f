import { useQuery } from "@tanstack/react-query";
import { siteInstallSchema, siteListSchema, type SiteInstall } from "@shared/schemas/sites";
import { api } from "~/lib/api";

export const SITES_KEY = ["sites"] as const;
/** The Plugsmith Connector plugin's ZIP (served by the API). */
export const CONNECTOR_ZIP_PATH = "/api/sites/connector.zip";
/** How often a push still under way is asked about. */
const POLL_MS = 1_500;

/** The person's paired sites; asked again every POLL_MS while a push is queued or being sent. */
export function useSites(enabled = true) {
  return useQuery({
    queryKey: SITES_KEY,
    queryFn: ({ signal }) => api("/api/sites", { schema: siteListSchema, signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.sites.some((s) => s.pending.length > 0) ? POLL_MS : false),
  });
}

export const isWaiting = (install: SiteInstall) => install.state === "queued" || install.state === "sending";

/** One push, asked again every POLL_MS until the site answered (or not). */
export function useInstall(installId: string | null) {
  return useQuery({
    queryKey: ["site-install", installId],
    queryFn: ({ signal }) => api(`/api/sites/installs/${encodeURIComponent(installId!)}`, { schema: siteInstallSchema, signal }),
    enabled: installId !== null,
    refetchInterval: (query) => (query.state.data && !isWaiting(query.state.data) ? false : POLL_MS),
  });
}

export const installOnSite = (pluginId: string, versionNumber: number, siteId: string) =>
  api(`/api/plugins/${encodeURIComponent(pluginId)}/versions/${versionNumber}/install`, { method: "POST", body: { siteId }, schema: siteInstallSchema });

export const rollBack = (siteId: string, pluginId: string) =>
  api(`/api/sites/${encodeURIComponent(siteId)}/rollback`, { method: "POST", body: { pluginId }, schema: siteInstallSchema });
