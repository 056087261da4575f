import type { Me } from "@shared/schemas/account";

export interface NavLinkItem {
  to: string;
  labelKey:
    | "nav.howItWorks"
    | "nav.pricing"
    | "nav.blog"
    | "nav.about"
    | "nav.contact"
    | "nav.settings"
    | "nav.dashboard"
    | "nav.admin";
}

const PUBLIC_LINKS: NavLinkItem[] = [
  { to: "/how-it-works", labelKey: "nav.howItWorks" },
  { to: "/pricing", labelKey: "nav.pricing" },
  { to: "/blog", labelKey: "nav.blog" },
  { to: "/about", labelKey: "nav.about" },
  { to: "/contact", labelKey: "nav.contact" },
];

/** Header links for the visitor: everyone, then signed-in extras, then admin (spec.md §2). */
export function headerLinks(me: Me | null | undefined): NavLinkItem[] {
  if (!me) return PUBLIC_LINKS;
  const links = [
    ...PUBLIC_LINKS,
    { to: "/settings", labelKey: "nav.settings" },
    { to: "/dashboard", labelKey: "nav.dashboard" },
  ] satisfies NavLinkItem[];
  return me.isAdmin ? [...links, { to: "/admin", labelKey: "nav.admin" }] : links;
}
