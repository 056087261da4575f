import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "@shared/constants";
import { Logo } from "./logo";
import { PATHS } from "@shared/routes";

type FooterLabelKey =
  | "footer.builder"
  | "footer.howItWorks"
  | "footer.pricing"
  | "footer.dashboard"
  | "footer.about"
  | "footer.contact"
  | "footer.faq"
  | "footer.terms"
  | "footer.privacy"
  | "footer.purchaseTerms";

const COLUMNS: { headingKey: "footer.product" | "footer.company" | "footer.legal"; links: { to: string; labelKey: FooterLabelKey }[] }[] = [
  {
    headingKey: "footer.product",
    links: [
      { to: PATHS.builder, labelKey: "footer.builder" },
      { to: PATHS.howItWorks, labelKey: "footer.howItWorks" },
      { to: PATHS.pricing, labelKey: "footer.pricing" },
      { to: PATHS.dashboard, labelKey: "footer.dashboard" },
    ],
  },
  {
    headingKey: "footer.company",
    links: [
      { to: PATHS.about, labelKey: "footer.about" },
      { to: PATHS.contact, labelKey: "footer.contact" },
      { to: PATHS.faq, labelKey: "footer.faq" },
    ],
  },
  {
    headingKey: "footer.legal",
    links: [
      { to: PATHS.terms, labelKey: "footer.terms" },
      { to: PATHS.privacy, labelKey: "footer.privacy" },
      { to: PATHS.purchaseTerms, labelKey: "footer.purchaseTerms" },
    ],
  },
];

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-card">
      <div className="container-page grid grid-cols-2 gap-10 py-12 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="col-span-2 flex max-w-xs flex-col gap-3 md:col-span-1">
          <Logo className="self-start" />
          <p className="text-sm text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.headingKey} aria-label={t(column.headingKey)}>
            <h2 className="text-sm font-semibold">{t(column.headingKey)}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="container-page py-6 text-xs text-muted-foreground">
          {t("footer.rights", { year: new Date().getFullYear(), name: PRODUCT_NAME })}
        </p>
      </div>
    </footer>
  );
}
