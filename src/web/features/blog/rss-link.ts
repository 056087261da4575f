import { PRODUCT_NAME } from "@shared/product-name";

/** Lets feed readers find the blog's RSS feed (served by the server: modules/content). */
export const rssLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `${PRODUCT_NAME} Blog`,
  href: "/blog/rss.xml",
} as const;
