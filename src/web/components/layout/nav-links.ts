import type { Me } from "@shared/schemas/account";
import { PATHS } from "@shared/routes";

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
  { to: PATHS.howItWorks, labelKey: "nav.howItWorks" },
  { to: PATHS.pricing, labelKey: "nav.pricing" },
  { to: PATHS.blog, labelKey: "nav.blog" },
  { to: PATHS.about, labelKey: "nav.about" },
  { to: PATHS.contact, labelKey: "nav.contact" },
];

/** Header links for the visitor: everyone, then signed-in extras, then admin (spec.md §2). */
export function headerLinks(me: Me | null | undefined): NavLinkItem[] {
  if (!me) return PUBLIC_LINKS;
  const links = [
    ...PUBLIC_LINKS,
    { to: PATHS.settings, labelKey: "nav.settings" },
    { to: PATHS.dashboard, labelKey: "nav.dashboard" },
  ] satisfies NavLinkItem[];
  return me.isAdmin ? [...links, { to: PATHS.admin, labelKey: "nav.admin" }] : links;
}
