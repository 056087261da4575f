import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
// Relative: the route config is read before Vite's path aliases exist.
import { LEGAL_PATHS, SWEDISH_REDIRECTS } from "../shared/routes";

// Pages by area (design.md §3). Guarded pages check the session in their clientLoader.
export default [
  layout("routes/layouts/site-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("pricing", "routes/marketing/pricing.tsx"),
    route("about", "routes/marketing/about.tsx"),
    route("how-it-works", "routes/marketing/how-it-works.tsx"),
    route("contact", "routes/marketing/contact.tsx"),
    route("wordpress-plugin-builder-no-code", "routes/marketing/landing/no-code-builder.tsx"),
    route("ai-wordpress-plugin-generator", "routes/marketing/landing/ai-generator.tsx"),
    route("how-to-build-wordpress-plugin", "routes/marketing/landing/how-to-build.tsx"),
    route("wordpress-plugin-builder-for-agencies", "routes/marketing/landing/for-agencies.tsx"),
    ...LEGAL_PATHS.map((path) =>
      route(path.slice(1), "routes/legal/legal-page.tsx", { id: `legal${path}` }),
    ),
    route("blog", "routes/blog/blog-index.tsx"),
    route("blog/:slug", "routes/blog/blog-post.tsx"),
    route("dashboard", "routes/app/dashboard.tsx"),
    route("settings", "routes/app/settings.tsx"),
    route("*", "routes/marketing/not-found.tsx"),
  ]),
  layout("routes/layouts/workspace-layout.tsx", [route("builder", "routes/app/builder.tsx")]),
  layout("routes/layouts/focus-layout.tsx", [
    route("auth", "routes/auth/auth.tsx"),
    route("welcome", "routes/app/welcome.tsx"),
  ]),
  // Old Swedish addresses: replaced in history by their English page (the server also answers 301).
  ...Object.keys(SWEDISH_REDIRECTS).map((path) =>
    route(path.slice(1), "routes/marketing/swedish-redirect.tsx", { id: `redirect${path}` }),
  ),
] satisfies RouteConfig;
