import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ScrollManager } from "~/components/layout/scroll-manager";
import { PageSpinner } from "~/components/layout/page-spinner";
import { RouteErrorView } from "~/components/layout/route-error-view";
import { Toaster } from "~/components/ui/sonner";
import { applyPreferredLanguage } from "~/lib/i18n";
import { queryClient } from "~/lib/query-client";
import { SITE_URL, SITE_URL_META } from "~/lib/seo";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export const meta: Route.MetaFunction = () => [
  { name: "theme-color", content: "#4f46e5" },
];

// Inline so that no extra request is made for it.
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M12 7v5M20 7v5M9 12h14v4a7 7 0 0 1-14 0zM16 23v3" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

export const links: Route.LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of <head>, before the scripts' preloads, so
  // the browser asks for it first.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();

  // The first render is English so that prerendered HTML hydrates cleanly; then use the visitor's language.
  useEffect(() => applyPreferredLanguage(), []);

  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name={SITE_URL_META} content={SITE_URL} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        <Toaster />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

export function HydrateFallback() {
  return <PageSpinner />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <RouteErrorView status={status} />;
}
