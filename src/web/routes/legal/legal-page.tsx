import { data } from "react-router";
import { isLegalPage, loadLegalPage } from "~/features/legal/legal-pages.server";
import { island } from "~/features/marketing/islands";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import { seoMeta } from "~/lib/seo";
import "~/components/content/prose.css";
import type { Route } from "./+types/legal-page";

// /terms, /privacy and /purchase-terms: texts in content/legal, rendered at build time in both languages.
export function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  if (!isLegalPage(page)) throw data(null, { status: 404 });
  return { path: `/${page}`, texts: loadLegalPage(page) };
}

// Built when prerendering; the browser reads the tags back from the page (decision 0073).
export const meta: Route.MetaFunction = (args) => {
  if (!import.meta.env.SSR) return prerenderedMeta(args);
  if (!args.loaderData) return [];
  const { en } = args.loaderData.texts;
  return seoMeta({ title: en.title, description: en.description, path: args.loaderData.path });
};

// The body keeps its prerendered HTML; it renders with i18next for a visitor reading Swedish (decision 0073).
const Body = island("page", () => import("~/features/legal/legal-page-body"), { ownsTitle: true });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <Body texts={loaderData.texts} />;
}
