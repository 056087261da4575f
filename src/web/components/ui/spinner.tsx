import { Loader2Icon } from "lucide-react";
import { cn } from "~/lib/utils";

/** A decorative spinning icon; pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2Icon aria-hidden className={cn("size-4 animate-spin", className)} />;
}
