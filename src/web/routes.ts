import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
// Relative: the route config is read before Vite's path aliases exist.
import { LEGAL_PATHS, PATHS, SWEDISH_REDIRECTS } from "../shared/routes";

/** A path of src/shared/routes.ts as the router writes it: without the leading slash. */
const segment = (path: string): string => path.slice(1);

// Pages by area (design.md §3). Guarded pages check the session in their clientLoader.
export default [
  layout("routes/layouts/site-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route(segment(PATHS.pricing), "routes/marketing/pricing.tsx"),
    route(segment(PATHS.about), "routes/marketing/about.tsx"),
    route(segment(PATHS.howItWorks), "routes/marketing/how-it-works.tsx"),
    route(segment(PATHS.contact), "routes/marketing/contact.tsx"),
    route(segment(PATHS.landingNoCodeBuilder), "routes/marketing/landing/no-code-builder.tsx"),
    route(segment(PATHS.landingAiGenerator), "routes/marketing/landing/ai-generator.tsx"),
    route(segment(PATHS.landingHowToBuild), "routes/marketing/landing/how-to-build.tsx"),
    route(segment(PATHS.landingForAgencies), "routes/marketing/landing/for-agencies.tsx"),
    ...LEGAL_PATHS.map((path) =>
      route(segment(path), "routes/legal/legal-page.tsx", { id: `legal${path}` }),
    ),
    route(segment(PATHS.blog), "routes/blog/blog-index.tsx"),
    route(`${segment(PATHS.blog)}/:slug`, "routes/blog/blog-post.tsx"),
    route("*", "routes/marketing/not-found.tsx"),
  ]),
  // The app's pages in the same frame, with the app's providers (decision 0073).
  layout("routes/layouts/app-site-layout.tsx", [
    route(segment(PATHS.dashboard), "routes/app/dashboard.tsx"),
    route(segment(PATHS.settings), "routes/app/settings.tsx"),
    route(segment(PATHS.admin), "routes/app/admin.tsx"),
    route(segment(PATHS.unsubscribe), "routes/app/unsubscribe.tsx"),
  ]),
  layout("routes/layouts/workspace-layout.tsx", [
    route(segment(PATHS.builder), "routes/app/builder.tsx"),
    route(segment(PATHS.pluginEditor), "routes/app/plugin-editor.tsx"),
  ]),
  layout("routes/layouts/focus-layout.tsx", [
    route(segment(PATHS.auth), "routes/auth/auth.tsx"),
    route(segment(PATHS.welcome), "routes/app/welcome.tsx"),
    route(segment(PATHS.checkout), "routes/app/checkout.tsx"),
    route(segment(PATHS.billingPortal), "routes/app/billing-portal.tsx"),
  ]),
  // Old Swedish addresses: replaced in history by their English page (the server also answers 301).
  ...Object.keys(SWEDISH_REDIRECTS).map((path) =>
    route(segment(path), "routes/marketing/swedish-redirect.tsx", { id: `redirect${path}` }),
  ),
] satisfies RouteConfig;
