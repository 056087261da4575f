// A legal page's body (/terms, /privacy, /purchase-terms), an island of routes/legal/legal-page.tsx
// (decision 0073): English visitors keep its prerendered HTML; it renders with i18next for another language.
import "~/lib/i18n";
import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/layout/page-title";
import { TableOfContents } from "~/components/content/table-of-contents";
import type { LegalText } from "./legal-pages.server";

const UPDATED_LABEL = { en: "Last updated", sv: "Senast uppdaterad" } as const;
const TOC_LABEL = { en: "Contents", sv: "Innehåll" } as const;

export default function LegalPageBody({ texts }: { texts: { en: LegalText; sv: LegalText } }) {
  const { i18n } = useTranslation();
  const language = i18n.language === "sv" ? "sv" : "en";
  const text = texts[language];
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
