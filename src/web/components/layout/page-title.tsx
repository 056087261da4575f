import { fullTitle } from "~/lib/seo";

/** Sets the document title (React 19 hoists <title> into <head>, also when prerendering). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{fullTitle(title ?? "")}</title>;
}
