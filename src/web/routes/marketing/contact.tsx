import { CONTACT } from "@shared/constants";
import { fillTemplate as fill } from "@shared/fill-template";
import { PATHS } from "@shared/routes";
import en from "~/features/contact/copy/contact.en.json";
import { island } from "~/features/marketing/islands";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

// Built when prerendering; the browser reads the tags back from the page (decision 0073).
export const meta: Route.MetaFunction = (args) =>
  import.meta.env.SSR
    ? seoMeta({
        title: en.meta.title,
        description: fill(en.meta.description, { hours: CONTACT.responseHours }),
        path: PATHS.contact,
        keywords: en.meta.keywords,
      })
    : prerenderedMeta(args);

// The body keeps its prerendered HTML until the visitor uses the form (decision 0073): focusing a field
// brings the component (what was typed is carried over), the first click on Send is replayed on it. Enter in
// the message is a new line.
const Body = island("page", () => import("~/features/contact/contact-page"), {
  ownsTitle: true,
  enterInTextarea: "newline",
});

export default function Contact() {
  return <Body />;
}
