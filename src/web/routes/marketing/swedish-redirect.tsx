import { replace } from "react-router";
import { PATHS, SWEDISH_REDIRECTS } from "@shared/routes";
import type { Route } from "./+types/swedish-redirect";

/** /om-oss, /priser, /hur-det-fungerar and /kontakt: go to the English page, replacing history. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const target = SWEDISH_REDIRECTS[path] ?? PATHS.home;
  return replace(`${target}${url.search}${url.hash}`);
}

export default function SwedishRedirect() {
  return null;
}
