#!/usr/bin/env node
// Makes the blog's images from each article's front matter: a cover (public/blog/images/{slug}.svg)
// and a 1200x630 JPEG social card (public/social/{slug}.jpg), plus the site's default card
// (public/social/plugsmith.jpg). Run after adding or renaming an article: node scripts/make-blog-images.mjs
// The JPEGs are drawn by Debian's chromium through Playwright, so the results are committed, not built.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { parse } from "yaml";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const blogDir = path.join(root, "content/blog");
const coverDir = path.join(root, "public/blog/images");
const socialDir = path.join(root, "public/social");

const PALETTES = {
  Tutorial: ["#4f46e5", "#7c3aed"],
  Comparison: ["#2563eb", "#4338ca"],
  Ideas: ["#c026d3", "#7c3aed"],
  Business: ["#0f766e", "#1d4ed8"],
  Security: ["#1e293b", "#4338ca"],
  Site: ["#4f46e5", "#7c3aed"],
};

const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function wrap(text, maxChars) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function card({ title, label, palette, footer }) {
  const [from, to] = palette;
  const fontSize = title.length > 70 ? 54 : 62;
  const lines = wrap(title, fontSize > 60 ? 26 : 31).slice(0, 4);
  const lineHeight = Math.round(fontSize * 1.18);
  const top = 330 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((line, i) => `<text x="80" y="${top + i * lineHeight}" font-size="${fontSize}" font-weight="800" fill="#ffffff" letter-spacing="-1">${escapeXml(line)}</text>`)
    .join("");
  const labelWidth = 40 + label.length * 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="Inter, 'DejaVu Sans', Arial, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.07"/></pattern></defs>
<rect width="1200" height="630" fill="url(#bg)"/><rect width="1200" height="630" fill="url(#grid)"/>
<circle cx="1080" cy="90" r="220" fill="#ffffff" fill-opacity="0.07"/><circle cx="1150" cy="560" r="160" fill="#ffffff" fill-opacity="0.05"/>
<g transform="translate(80 64)"><rect width="56" height="56" rx="14" fill="#ffffff" fill-opacity="0.16"/><path transform="translate(12 12) scale(1)" d="M11 5v6M21 5v6M7 11h18v5a9 9 0 0 1-18 0zM16 25v4" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<text x="74" y="38" font-size="30" font-weight="700" fill="#ffffff">Plugsmith</text></g>
<g transform="translate(80 150)"><rect width="${labelWidth}" height="40" rx="20" fill="#ffffff" fill-opacity="0.18"/><text x="${labelWidth / 2}" y="27" text-anchor="middle" font-size="20" font-weight="600" fill="#ffffff" letter-spacing="1">${escapeXml(label.toUpperCase())}</text></g>
${text}
<text x="80" y="570" font-size="24" fill="#ffffff" fill-opacity="0.8">${escapeXml(footer)}</text>
</svg>
`;
}

function readPosts() {
  return readdirSync(blogDir)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => {
      const source = readFileSync(path.join(blogDir, file), "utf8");
      const front = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)[1]);
      return { slug: file.replace(/\.md$/, ""), title: front.title, category: front.category };
    });
}

mkdirSync(coverDir, { recursive: true });
mkdirSync(socialDir, { recursive: true });

const cards = readPosts().map((post) => ({
  svg: card({ title: post.title, label: post.category, palette: PALETTES[post.category] ?? PALETTES.Site, footer: "Plugsmith Blog" }),
  svgFile: path.join(coverDir, `${post.slug}.svg`),
  imageFile: path.join(socialDir, `${post.slug}.jpg`),
}));
cards.push({
  svg: card({ title: "Build WordPress plugins by describing them", label: "AI plugin builder", palette: PALETTES.Site, footer: "Describe it · Preview it · Download the ZIP" }),
  svgFile: null,
  imageFile: path.join(socialDir, "plugsmith.jpg"),
});

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const item of cards) {
  if (item.svgFile) writeFileSync(item.svgFile, item.svg);
  await page.setContent(`<html><body style="margin:0">${item.svg}</body></html>`);
  await page.screenshot({ path: item.imageFile, type: "jpeg", quality: 90, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(path.relative(root, item.imageFile));
}
await browser.close();
