export interface ShareLink {
  network: "X" | "Facebook" | "LinkedIn";
  href: string;
}

/** Share links for an article (spec.md §2 Blog: query parameters text and url; u; url). */
export function shareLinks(title: string, url: string): ShareLink[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { network: "X", href: `https://twitter.com/intent/tweet?${q({ text: title, url })}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}` },
  ];
}
