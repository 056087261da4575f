import { readFile } from "node:fs/promises";
import path from "node:path";
import { byNewest, parseBlogPost, summarise, type BlogPostSummary } from "../../../shared/content/blog-post";
import { parseLegalPage } from "../../../shared/content/legal-page";
import { fillPlaceholders } from "../../../shared/content/placeholders";
import { BLOG_SLUGS, LEGAL_PAGES } from "../../../shared/routes";

export interface SiteContent {
  /** Newest first. */
  posts: BlogPostSummary[];
  /** Last-updated date (YYYY-MM-DD) of each legal page, by path. */
  legalUpdated: Record<string, string>;
}

/** Reads the article and legal front matter from content/ (the same files the pages were built from). */
export async function readSiteContent(contentDir: string): Promise<SiteContent> {
  const posts = await Promise.all(
    BLOG_SLUGS.map(async (slug) => {
      const source = await readFile(path.join(contentDir, "blog", `${slug}.md`), "utf8");
      return summarise(parseBlogPost(slug, fillPlaceholders(source)));
    }),
  );
  const legalUpdated: Record<string, string> = {};
  for (const page of LEGAL_PAGES) {
    const file = path.join(contentDir, "legal", `${page}.en.md`);
    legalUpdated[`/${page}`] = parseLegalPage(file, fillPlaceholders(await readFile(file, "utf8"))).updated;
  }
  return { posts: posts.sort(byNewest), legalUpdated };
}
