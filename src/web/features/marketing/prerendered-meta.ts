import type { MetaDescriptor } from "react-router";

// The <head> tags of a prerendered public page, read back from the page itself (decision 0073). React
// Router renders a route's `meta` again in the browser, so a page whose meta is built from its copy would
// ship that copy (the home page's FAQ, for its FAQPage JSON-LD) only to rebuild tags the HTML already has.
// A page exports `meta` as `import.meta.env.SSR ? built : prerenderedMeta`: the prerender builds the tags,
// the browser reads them from the document it was given, so hydration finds the same tags and React Router
// owns them (they are replaced when the visitor navigates on).

/** The tags <Layout> writes itself, which are not the page's `meta`. */
const LAYOUT_META = new Set(["viewport", "theme-color"]);

let prerendered: { path: string; tags: MetaDescriptor[] } | null = null;

function readHead(head: HTMLHeadElement): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  for (const element of head.children) {
    if (element instanceof HTMLMetaElement) {
      const name = element.getAttribute("name");
      const property = element.getAttribute("property");
      const content = element.getAttribute("content") ?? "";
      if (name && !LAYOUT_META.has(name) && !name.startsWith("plugsmith")) tags.push({ name, content });
      else if (property) tags.push({ property, content });
    } else if (element instanceof HTMLLinkElement && element.rel === "canonical") {
      tags.push({ tagName: "link", rel: "canonical", href: element.getAttribute("href") ?? "" });
    } else if (element instanceof HTMLScriptElement && element.type === "application/ld+json") {
      tags.push({ "script:ld+json": JSON.parse(element.text) as never });
    }
  }
  return tags;
}

/**
 * The page's tags as prerendered, for the page the browser loaded first; another page reached in the app
 * gets none (its <PageTitle> still sets the title; search engines read the prerendered files).
 */
export function prerenderedMeta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  if (typeof document === "undefined") return [];
  prerendered ??= { path: location.pathname, tags: readHead(document.head) };
  return prerendered.path === location.pathname ? prerendered.tags : [];
}
