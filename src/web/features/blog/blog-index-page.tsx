// The blog list's body, an island of routes/blog/blog-index.tsx (decision 0073): English visitors keep its
// prerendered HTML; it renders with i18next for another language.
import "~/lib/i18n";
import type { BlogPostSummary } from "@shared/content/blog-post";
import { PageTitle } from "~/components/layout/page-title";
import { blogCopy } from "~/features/blog/blog-copy";
import { PostCard } from "~/features/blog/post-card";
import { usePageCopy } from "~/lib/page-copy";

export default function BlogIndexPage({ posts }: { posts: BlogPostSummary[] }) {
  const copy = usePageCopy(blogCopy);
  return (
    <div className="container-page py-14 sm:py-20">
      <PageTitle title={copy.indexMetaTitle} />
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold text-primary">{copy.indexEyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.indexHeading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.indexIntro}</p>
      </header>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
