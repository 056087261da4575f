// This page renders with i18next (the root does not load it, decision 0073).
import "~/lib/i18n";
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/layout/page-title";
import { isLegalPage, loadLegalPage } from "~/features/legal/legal-pages.server";
import { TableOfContents } from "~/components/content/table-of-contents";
import { seoMeta } from "~/lib/seo";
import "~/components/content/prose.css";
import type { Route } from "./+types/legal-page";

// /terms, /privacy and /purchase-terms: texts in content/legal, rendered at build time in both languages.
export function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  if (!isLegalPage(page)) throw data(null, { status: 404 });
  return { path: `/${page}`, texts: loadLegalPage(page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { en } = loaderData.texts;
  return seoMeta({ title: en.title, description: en.description, path: loaderData.path });
};

const UPDATED_LABEL = { en: "Last updated", sv: "Senast uppdaterad" } as const;
const TOC_LABEL = { en: "Contents", sv: "Innehåll" } as const;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === "sv" ? "sv" : "en";
  const text = loaderData.texts[language];
  const updated = new Intl.DateTimeFormat(language === "sv" ? "sv-SE" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${text.updated}T00:00:00Z`));

  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <PageTitle title={text.title} />
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {UPDATED_LABEL[language]}: <time dateTime={text.updated}>{updated}</time>
        </p>
      </header>
      <div className="mt-8">
        <TableOfContents entries={text.toc} title={TOC_LABEL[language]} />
      </div>
      <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: text.html }} />
    </div>
  );
}
