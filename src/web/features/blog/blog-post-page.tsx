// An article's body, an island of routes/blog/blog-post.tsx (decision 0073): English visitors keep its
// prerendered HTML until they use a "Build this plugin" link; it renders with i18next for another language.
import "~/lib/i18n";
import { Link } from "react-router";
import { CalendarIcon, ChevronRightIcon, ClockIcon } from "lucide-react";
import type { BlogPostSummary } from "@shared/content/blog-post";
import { PATHS, blogPostPath } from "@shared/routes";
import { TableOfContents } from "~/components/content/table-of-contents";
import { PageTitle } from "~/components/layout/page-title";
import { Badge } from "~/components/ui/badge";
import { ArticleCta } from "~/features/blog/article-cta";
import { ArticleFaq } from "~/features/blog/article-faq";
import { AuthorBox } from "~/features/blog/author-box";
import { blogCopy } from "~/features/blog/blog-copy";
import { formatPostDate } from "~/features/blog/format-post-date";
import { blogCoverPath } from "~/features/blog/post-images";
import type { BlogPost } from "~/features/blog/posts.server";
import { RelatedArticles } from "~/features/blog/related-articles";
import { ShareButtons } from "~/features/blog/share-buttons";
import { usePromptLinks } from "~/features/blog/use-prompt-links";
import { fill, usePageCopy } from "~/lib/page-copy";
import { absoluteUrl } from "~/lib/seo";

export default function BlogPostPage({ post, related }: { post: BlogPost; related: BlogPostSummary[] }) {
  const copy = usePageCopy(blogCopy);
  const onBodyClick = usePromptLinks();
  const url = absoluteUrl(blogPostPath(post.slug));

  return (
    <>
      <PageTitle title={post.title} />
      <article className="container-page max-w-3xl py-10 sm:py-14">
        <nav aria-label={copy.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li>
              <Link to={PATHS.home} className="hover:text-foreground hover:underline">
                {copy.home}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRightIcon className="size-3.5" />
            </li>
            <li>
              <Link to={PATHS.blog} className="hover:text-foreground hover:underline">
                {copy.blog}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRightIcon className="size-3.5" />
            </li>
            <li aria-current="page" className="line-clamp-1 text-foreground">
              {post.title}
            </li>
          </ol>
        </nav>

        <header className="mt-8">
          <Badge variant="accent">{post.category}</Badge>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-[2.75rem] lg:leading-tight">
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{post.description}</p>
          <div className="mt-6 flex flex-col gap-4 border-y py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <CalendarIcon className="size-4" aria-hidden />
                <span className="sr-only">{copy.published} </span>
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <ClockIcon className="size-4" aria-hidden />
                {fill(copy.readTime, { minutes: post.readMinutes })}
              </span>
            </div>
            <ShareButtons
              title={post.title}
              url={url}
              heading={copy.share}
              labelFor={(network) => fill(copy.shareOn, { network })}
            />
          </div>
        </header>

        <img
          src={blogCoverPath(post.slug)}
          alt={fill(copy.imageAlt, { title: post.title })}
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 aspect-[1200/630] w-full rounded-xl border object-cover"
        />

        <div className="mt-8">
          <TableOfContents entries={post.toc} title={copy.toc} />
        </div>

        {/* Our own Markdown, rendered at build time (src/web/lib/markdown.server.ts). */}
        <div
          className="prose-content mt-10"
          onClick={onBodyClick}
          dangerouslySetInnerHTML={{ __html: post.html }}
        />

        <ArticleFaq items={post.faq ?? []} title={copy.faq} />

        <div className="mt-12 flex flex-col gap-8">
          <AuthorBox author={post.author} heading={copy.writtenBy} />
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{copy.tags}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary" className="text-sm">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
          <ArticleCta />
        </div>
      </article>
      <div className="border-t bg-card py-14">
        <div className="container-page max-w-5xl">
          <RelatedArticles posts={related} />
        </div>
      </div>
    </>
  );
}
