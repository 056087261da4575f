import { Link } from "react-router";
import type { BlogPostSummary } from "@shared/content/blog-post";
import { blogPostPath } from "@shared/routes";
import { Badge } from "~/components/ui/badge";
import { usePageCopy } from "~/lib/page-copy";
import { blogCopy } from "./blog-copy";

export function RelatedArticles({ posts }: { posts: readonly BlogPostSummary[] }) {
  const copy = usePageCopy(blogCopy);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-2xl font-bold tracking-tight">
        {copy.related}
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex flex-col gap-3 rounded-xl border bg-card p-5">
            <Badge variant="accent">{post.category}</Badge>
            <h3 className="leading-snug font-semibold text-balance">{post.title}</h3>
            <Link
              to={blogPostPath(post.slug)}
              aria-label={`${copy.readMore}: ${post.title}`}
              className="mt-auto text-sm font-semibold text-primary hover:underline"
            >
              {copy.readMore} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
