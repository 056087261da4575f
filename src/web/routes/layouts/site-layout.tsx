import { useEffect } from "react";
import { Outlet } from "react-router";
import { island } from "~/features/marketing/islands";
import { hasSession, revealSignedOutActions } from "~/features/marketing/shell/session-hint";

// The public pages' frame (decision 0073): the header and footer keep their prerendered HTML and load their
// components when needed (features/marketing/islands.tsx). The signed-in app's pages with this frame use
// ./app-site-layout.
const SiteTop = island("site-top", () => import("~/features/marketing/shell/site-top"));
const SiteBottom = island("site-bottom", () => import("~/features/marketing/shell/site-bottom"));

/** Marketing, legal and blog pages: full header and footer. */
export default function SiteLayout() {
  useEffect(() => {
    let current = true;
    void hasSession().then((signedIn) => {
      if (!current) return;
      // A signed-in person's header has their links and no sign-in actions: it needs its component.
      if (signedIn) SiteTop.wake();
      else revealSignedOutActions();
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteTop />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteBottom />
    </div>
  );
}
