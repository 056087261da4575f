import { LinkedinIcon, FacebookIcon, TwitterIcon } from "lucide-react";
import { shareLinks, type ShareLink } from "./share-links";

const ICONS: Record<ShareLink["network"], typeof LinkedinIcon> = {
  X: TwitterIcon,
  Facebook: FacebookIcon,
  LinkedIn: LinkedinIcon,
};

export function ShareButtons({ title, url, heading, labelFor }: { title: string; url: string; heading: string; labelFor: (network: string) => string }) {
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm font-medium text-muted-foreground">{heading}</span>
      {shareLinks(title, url).map((link) => {
        const Icon = ICONS[link.network];
        return (
          <a
            key={link.network}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labelFor(link.network)}
            title={labelFor(link.network)}
            className="grid size-9 place-items-center rounded-full border bg-card text-muted-foreground transition-colors hover:border-primary/40 hover:text-primary"
          >
            <Icon className="size-4" aria-hidden />
          </a>
        );
      })}
    </div>
  );
}
