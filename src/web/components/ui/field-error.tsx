import { cn } from "~/lib/utils";

/** The validation message under a form field; `id` is referenced by the input's aria-describedby. */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn("text-sm text-destructive", className)}>
      {message}
    </p>
  );
}
