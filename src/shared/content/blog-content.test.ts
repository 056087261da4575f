import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_SLUGS } from "../routes";
import { countWords, parseBlogPost, readMinutes } from "./blog-post";
import { fillPlaceholders } from "./placeholders";

// The five articles of content/blog against spec.md §2 Blog.

const BLOG_DIR = path.resolve("content/blog");
const read = (slug: string) => readFileSync(path.join(BLOG_DIR, `${slug}.md`), "utf8");
const posts = Object.fromEntries(BLOG_SLUGS.map((slug) => [slug, parseBlogPost(slug, fillPlaceholders(read(slug)))]));

const SPEC_TABLE = {
  "how-to-build-wordpress-plugin-without-coding-2025": { category: "Tutorial", date: "2025-10-22", minutes: 8 },
  "ai-wordpress-plugin-builder-vs-custom-development": { category: "Comparison", date: "2025-10-21", minutes: 10 },
  "10-wordpress-plugin-ideas-no-coding": { category: "Ideas", date: "2025-10-20", minutes: 7 },
  "wordpress-plugin-builder-agencies-complete-guide": { category: "Business", date: "2025-10-19", minutes: 12 },
  "wordpress-plugin-security-best-practices": { category: "Security", date: "2025-10-18", minutes: 9 },
} as const;

/** Width and height of a baseline or progressive JPEG, read from its start-of-frame marker. */
function jpegSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error(`${file}: no frame header`);
}

describe("blog content", () => {
  it("has exactly one file per slug of the route table", () => {
    const files = readdirSync(BLOG_DIR).filter((f) => f.endsWith(".md") && f !== "README.md");
    expect(files.map((f) => f.replace(/\.md$/, "")).sort()).toEqual([...BLOG_SLUGS].sort());
  });

  it.each(Object.entries(SPEC_TABLE))("%s has the spec's category, date and read time", (slug, expected) => {
    const post = posts[slug]!;
    expect(post.category).toBe(expected.category);
    expect(post.date).toBe(expected.date);
    // The read time is the length of the article itself at 220 words a minute.
    expect(post.readMinutes).toBe(expected.minutes);
  });

  it("fills every placeholder (an unknown one would throw) and leaves no braces behind", () => {
    for (const slug of BLOG_SLUGS) expect(fillPlaceholders(read(slug))).not.toMatch(/\{\{|\}\}/);
  });

  it("gives the first article FAQ entries for its structured data", () => {
    expect(posts["how-to-build-wordpress-plugin-without-coding-2025"]!.faq?.length).toBeGreaterThanOrEqual(3);
  });

  it("covers the ten ideas in order, each with a difficulty and a ready-to-use prompt", () => {
    const body = posts["10-wordpress-plugin-ideas-no-coding"]!.body;
    const sections = body.split(/^## /m).slice(1).filter((s) => /^\d+\./.test(s));
    const expected = [
      /lead magnet/i,
      /woocommerce upsell/i,
      /content access/i,
      /analytics dashboard/i,
      /ai content suggestion/i,
      /client portal/i,
      /crm/i,
      /booking request/i,
      /maintenance mode/i,
      /dynamic pricing/i,
    ];
    expect(sections).toHaveLength(10);
    sections.forEach((section, i) => {
      const heading = section.split("\n")[0]!;
      expect(heading).toMatch(new RegExp(`^${i + 1}\\. `));
      expect(heading).toMatch(expected[i]!);
      expect(section).toMatch(/^Difficulty: (Beginner|Intermediate|Advanced)$/m);
      const prompt = /```prompt\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
      expect(countWords(prompt)).toBeGreaterThanOrEqual(25);
    });
  });

  it("teaches nonces, capabilities, sanitising, escaping and prepared statements with WordPress code", () => {
    const body = posts["wordpress-plugin-security-best-practices"]!.body;
    for (const api of [
      "wp_nonce_field",
      "check_admin_referer",
      "current_user_can",
      "sanitize_text_field",
      "esc_html",
      "esc_attr",
      "esc_url",
      "$wpdb->prepare",
      "permission_callback",
      "ABSPATH",
    ]) {
      expect(body, api).toContain(api);
    }
  });

  it("has a cover and a 1200x630 social card for every article", () => {
    for (const slug of BLOG_SLUGS) {
      const svg = readFileSync(path.resolve("public/blog/images", `${slug}.svg`), "utf8");
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect(jpegSize(path.resolve("public/social", `${slug}.jpg`))).toEqual({ width: 1200, height: 630 });
    }
    expect(jpegSize(path.resolve("public/social/plugsmith.jpg"))).toEqual({ width: 1200, height: 630 });
  });
});

describe("readMinutes", () => {
  it("rounds words at 220 a minute and never says zero", () => {
    expect(readMinutes("word ".repeat(1760))).toBe(8);
    expect(readMinutes("word ".repeat(1649))).toBe(7);
    expect(readMinutes("short")).toBe(1);
    expect(countWords("## Heading\n\n- item `code` — 42")).toBe(7);
  });
});
