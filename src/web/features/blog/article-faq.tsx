/** The article's own questions (also in its FAQPage structured data). */
export function ArticleFaq({ items, title }: { items: readonly { question: string; answer: string }[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="article-faq-title" className="mt-12">
      <h2 id="article-faq-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-5 divide-y rounded-xl border bg-card">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="flex items-start justify-between gap-4">
                {item.question}
                <span aria-hidden className="text-muted-foreground transition-transform group-open:rotate-45">+</span>
              </span>
            </summary>
            <p className="mt-2 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
