import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** App-wide toasts: at most 3 visible, 4 s each (spec.md §9). Errors use toast.error. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          // sonner's rich colours put its green and red text on their tints below WCAG AA contrast.
          "--success-text": "var(--success)",
          "--error-text": "oklch(0.5 0.2 27)",
        } as CSSProperties
      }
      {...props}
    />
  );
}
