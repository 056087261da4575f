// Each article has a cover (SVG, shown on the page) and a social card (JPEG, 1200x630), both made by
// scripts/make-blog-images.mjs from the article's front matter and kept in public/.
export const blogCoverPath = (slug: string) => `/blog/images/${slug}.svg`;
export const blogSocialImagePath = (slug: string) => `/social/${slug}.jpg`;
