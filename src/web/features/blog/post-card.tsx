import { Link } from "react-router";
import { CalendarIcon, ClockIcon } from "lucide-react";
import type { BlogPostSummary } from "@shared/content/blog-post";
import { blogPostPath } from "@shared/routes";
import { Badge } from "~/components/ui/badge";
import { fill, usePageCopy } from "~/lib/page-copy";
import { blogCopy } from "./blog-copy";
import { formatPostDate } from "./format-post-date";
import { blogCoverPath } from "./post-images";

/** One article in the list: image, category, date, read time, title, excerpt. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const copy = usePageCopy(blogCopy);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <img
        src={blogCoverPath(post.slug)}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full border-b object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="accent">{post.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-3.5" aria-hidden />
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="size-3.5" aria-hidden />
            {fill(copy.readTime, { minutes: post.readMinutes })}
          </span>
        </div>
        <Heading className="text-lg leading-snug font-semibold text-balance">
          <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 hover:text-primary">
            {post.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted-foreground">{post.excerpt}</p>
        <span aria-hidden className="mt-auto pt-2 text-sm font-semibold text-primary group-hover:underline">
          {copy.readMore} →
        </span>
      </div>
    </article>
  );
}
