// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { Outlet } from "react-router";
import { SkipLink } from "~/components/layout/skip-link";

/** Full-height tools (the builder): no site header or footer; the page fills the window. */
export default function WorkspaceLayout() {
  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      <SkipLink />
      <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
        <Outlet />
      </main>
    </div>
  );
}
