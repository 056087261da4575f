import { Fragment, useMemo } from "react";
import { cn } from "~/lib/utils";
import { parseMarkdownLite, type Inline } from "./markdown-lite";

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    part.kind === "strong" ? (
      <strong key={index} className="font-semibold">
        {part.text}
      </strong>
    ) : part.kind === "code" ? (
      <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] [overflow-wrap:anywhere]">
        {part.text}
      </code>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/** Assistant text with light Markdown, rendered as elements (never as HTML). */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdownLite(text), [text]);
  return (
    <div className={cn("flex flex-col gap-2 [overflow-wrap:anywhere]", className)}>
      {blocks.map((block, index) => {
        if (block.kind === "heading") {
          return (
            <p key={index} className="font-semibold">
              <InlineText parts={block.content} />
            </p>
          );
        }
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List
              key={index}
              className={cn("flex flex-col gap-0.5 pl-5", block.ordered ? "list-decimal" : "list-disc")}
            >
              {block.items.map((item, i) => (
                <li key={i}>
                  <InlineText parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                <InlineText parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
