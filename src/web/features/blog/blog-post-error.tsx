// What an article's address shows when it cannot: loaded only then, with i18next (decision 0073).
import "~/lib/i18n";
import { isRouteErrorResponse, useParams } from "react-router";
import { isBlogSlug } from "@shared/content/blog-post";
import { NotFoundView } from "~/components/layout/not-found-view";
import { RouteErrorView } from "~/components/layout/route-error-view";

/** An address that names no article is the not-found page, not an error. */
export default function BlogPostError({ error }: { error: unknown }) {
  const { slug = "" } = useParams();
  if (!isBlogSlug(slug) || (isRouteErrorResponse(error) && error.status === 404)) return <NotFoundView />;
  return <RouteErrorView status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
