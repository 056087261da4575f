import type { BlogPostSource } from "@shared/content/blog-post";

// spec.md §9 (marketing figures): the author avatar is 64x64 (Tailwind size-16 = 4rem = 64 px).

export function AuthorBox({ author, heading }: { author: BlogPostSource["author"]; heading: string }) {
  return (
    <aside aria-label={heading} className="flex gap-4 rounded-xl border bg-card p-5 sm:p-6">
      {author.avatar ? (
        <img src={author.avatar} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-xl font-bold text-white"
        >
          {author.name.charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{heading}</p>
        <p className="mt-0.5 font-semibold">{author.name}</p>
        <p className="mt-1 text-sm text-muted-foreground">{author.bio}</p>
      </div>
    </aside>
  );
}
