import { apiErrorSchema } from "@shared/schemas/errors";
import { importResultSchema, type ImportResult } from "@shared/schemas/plugin-import";
import { ApiRequestError } from "~/lib/api";
import { i18n } from "~/lib/i18n";

export const IMPORT_ENDPOINT = "/api/plugins/import";

export interface UploadOptions {
  /** The share of the file sent so far, 0 to 1, as the browser reports it. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/plugins/import with the ZIP in the multipart field `file`. XMLHttpRequest rather than fetch:
 * only it reports how much of the body has been sent (`upload.onprogress`), which the progress bar shows.
 * Resolves to the import result; rejects with an {@link ApiRequestError} carrying the server's own
 * message, or an AbortError when `signal` aborts.
 */
export function uploadPluginZip(file: File, { onProgress, signal }: UploadOptions): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    // Same origin: the browser sends the session cookie (and the Origin header the server checks) by itself.
    xhr.open("POST", IMPORT_ENDPOINT);
    xhr.setRequestHeader("Accept", "application/json");
    // Listeners on xhr.upload must be attached before send(), or the browser reports no upload progress.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress(1);

    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => signal?.removeEventListener("abort", onAbort);

    xhr.onload = () => {
      settle();
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = importResultSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiRequestError(xhr.status, "invalid_response", i18n.t("errors.unexpected")));
        return;
      }
      const error = apiErrorSchema.safeParse(payload);
      reject(
        error.success
          ? new ApiRequestError(xhr.status, error.data.error.code, error.data.error.message)
          : new ApiRequestError(xhr.status, "http_error", i18n.t("errors.unexpected")),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiRequestError(0, "network_error", i18n.t("errors.network")));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException("The upload was cancelled", "AbortError"));
    };

    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
}
