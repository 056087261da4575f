import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import { ScrollManager } from "~/components/layout/scroll-manager";
import { island, markHydrated } from "~/features/marketing/islands";
import { DEFAULT_LANGUAGE, detectLanguage } from "~/lib/i18n-language";
import { onToasterRequest, toasterRequested } from "~/lib/toaster-request";
import { SITE_URL, SITE_URL_META } from "~/lib/site-url";
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

// The root loads neither i18next, the query client nor sonner (issue #35 item 5, decision 0073): the public
// pages keep their prerendered English HTML; the app's layouts and pages bring what they use.
const Toaster = lazy(() => import("~/components/ui/sonner").then((module) => ({ default: module.Toaster })));
// Prerendered into the SPA fallback page; hydrating it with i18next would find another text once the visitor's
// language has loaded, so it is kept as HTML like a public page's parts.
const PageSpinner = island("page-spinner", () => import("~/features/marketing/shell/page-spinner-island"));
const RouteErrorView = lazy(() =>
  Promise.all([import("~/lib/i18n"), import("~/components/layout/route-error-view")]).then(([, module]) => ({
    default: module.RouteErrorView,
  })),
);

export function Layout({ children }: { children: ReactNode }) {
  const toaster = useSyncExternalStore(onToasterRequest, toasterRequested, () => false);

  // The first render is English so that prerendered HTML hydrates cleanly; then use the visitor's language
  // (i18next switches the page; the html element's lang follows it, see ~/lib/i18n).
  useEffect(() => {
    markHydrated();
    if (detectLanguage() !== DEFAULT_LANGUAGE) void import("~/lib/i18n").then((module) => module.applyPreferredLanguage());
  }, []);

  return (
    <html lang={DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name={SITE_URL_META} content={SITE_URL} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {toaster ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
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
  return (
    <Suspense fallback={null}>
      <RouteErrorView status={status} />
    </Suspense>
  );
}
