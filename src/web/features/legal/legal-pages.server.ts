import { readFileSync } from "node:fs";
import path from "node:path";
import { parseLegalPage } from "@shared/content/legal-page";
import { LEGAL_PAGES, type LegalPage } from "@shared/routes";
import { fillPlaceholders } from "@shared/content/placeholders";
import { renderMarkdown, type TocEntry } from "~/lib/markdown.server";

// Read at build time while /terms, /privacy and /purchase-terms are prerendered.

const LEGAL_DIR = path.resolve(process.cwd(), "content/legal");

export interface LegalText {
  title: string;
  description: string;
  updated: string;
  html: string;
  toc: TocEntry[];
}

export function isLegalPage(name: string): name is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(name);
}

export function loadLegalPage(page: LegalPage): { en: LegalText; sv: LegalText } {
  const read = (language: "en" | "sv"): LegalText => {
    const file = `content/legal/${page}.${language}.md`;
    const source = fillPlaceholders(readFileSync(path.join(LEGAL_DIR, `${page}.${language}.md`), "utf8"));
    const { body, ...meta } = parseLegalPage(file, source);
    return { ...meta, ...renderMarkdown(body) };
  };
  return { en: read("en"), sv: read("sv") };
}
