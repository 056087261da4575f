import { PRODUCT_NAME } from "@shared/constants";

/** Sets the document title (React 19 hoists <title> into <head>, also when prerendering). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME}</title>;
}
