import { Link } from "react-router";
import { ArrowRightIcon } from "lucide-react";
import type { BlogPostSummary } from "@shared/content/blog-post";
import { PATHS } from "@shared/routes";
import { Button } from "~/components/ui/button";
import { Section } from "~/features/marketing/sections/section";
import { usePageCopy } from "~/lib/page-copy";
import { blogCopy } from "./blog-copy";
import { PostCard } from "./post-card";

/** The home page's three newest articles. */
export function BlogTeasers({ posts }: { posts: readonly BlogPostSummary[] }) {
  const copy = usePageCopy(blogCopy);
  return (
    <Section id="blog-teasers" copy={{ eyebrow: copy.teasersEyebrow, title: copy.teasersTitle }}>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link to={PATHS.blog}>
            {copy.teasersAll}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
