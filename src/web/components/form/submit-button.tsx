import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

/** A submit button that is disabled and shows a spinner while its request runs. */
export function SubmitButton({
  pending,
  children,
  disabled,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <Spinner /> : null}
      {children}
    </Button>
  );
}
