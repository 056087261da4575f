// This page renders with i18next (the root does not load it, decision 0073).
import "~/lib/i18n";
import { NotFoundView } from "~/components/layout/not-found-view";

export default function NotFound() {
  return <NotFoundView />;
}
