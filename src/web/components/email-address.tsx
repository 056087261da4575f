import { Children, Fragment, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * An e-mail address that wraps, when it must, after its '@' or before a '.', never inside a name (and
 * anywhere only when one part alone is wider than the line). Its text is its children, so it also serves
 * as a <Trans> component: `components={{ email: <EmailAddress /> }}`.
 */
export function EmailAddress({ children, className }: { children?: ReactNode; className?: string }) {
  const text = Children.toArray(children).join("");
  const parts = text.split(/(?<=@)|(?=\.)/);
  return (
    <span className={cn("inline-block max-w-full [overflow-wrap:anywhere]", className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
