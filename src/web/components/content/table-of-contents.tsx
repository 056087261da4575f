import type { TocEntry } from "~/lib/markdown.server";

/** Anchor links to the article's sections; not rendered when there are none. */
export function TableOfContents({ entries, title }: { entries: readonly TocEntry[]; title: string }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border bg-card p-5">
      <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <ol className="mt-3 flex flex-col gap-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-foreground/80 hover:text-primary hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
