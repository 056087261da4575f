import { useId, type ComponentProps, type ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";

interface TextareaFieldProps extends ComponentProps<typeof Textarea> {
  label: string;
  error?: string;
  /** Shown under the field, e.g. a character count. */
  hint?: ReactNode;
}

/** A labelled textarea with its hint and validation message wired up for screen readers (like TextField). */
export function TextareaField({ label, error, hint, className, id, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  const hintId = `${textareaId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={textareaId}>{label}</Label>
      <Textarea id={textareaId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textareaProps} />
      <div className="flex items-start justify-between gap-4">
        <FieldError id={errorId} message={error} />
        {hint ? (
          <p id={hintId} className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
