import { apiErrorSchema } from "@shared/schemas/errors";
import { ApiRequestError } from "~/lib/api";
import { i18n } from "~/lib/i18n";

export interface DownloadResult {
  blob: Blob;
  filename: string;
  /** Credits taken for this download: the cost the first time a version is downloaded, else 0. */
  charged: number;
  balance: number | null;
}

/** The file name in a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

function numberHeader(response: Response, name: string): number | null {
  const value = response.headers.get(name);
  if (value === null || value.trim() === "") return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** POST /api/plugins/:id/download: the ZIP of the current (or the given) version. */
export async function downloadPluginZip(pluginId: string, version?: number): Promise<DownloadResult> {
  let response: Response;
  try {
    response = await fetch(`/api/plugins/${encodeURIComponent(pluginId)}/download`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/zip, application/json", "Content-Type": "application/json" },
      body: JSON.stringify(version === undefined ? {} : { version }),
    });
  } catch {
    throw new ApiRequestError(0, "network_error", i18n.t("errors.network"));
  }
  if (!response.ok) {
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success) throw new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiRequestError(response.status, "http_error", i18n.t("errors.unexpected"));
  }
  const blob = await response.blob();
  return {
    blob,
    filename: filenameFromDisposition(response.headers.get("Content-Disposition"), "plugin.zip"),
    charged: numberHeader(response, "X-Credits-Charged") ?? 0,
    balance: numberHeader(response, "X-Credits-Balance"),
  };
}

/** Hands a blob to the browser as a download through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
