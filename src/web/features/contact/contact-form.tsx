import { useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon, SendIcon } from "lucide-react";
import { toast } from "~/lib/toast";
import { CONTACT } from "@shared/constants";
import { contactMessageSchema } from "@shared/schemas/contact";
import { PATHS } from "@shared/routes";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { Alert } from "~/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { fill, usePageCopy } from "~/lib/page-copy";
import { contactCopy } from "./contact-copy";
import { fieldErrorMessage } from "./field-error-message";
import { describeSendFailure } from "./send-failure";
import { useSendContactMessage } from "./send-contact-message";
import { TextareaField } from "./textarea-field";

const EMPTY = { name: "", email: "", message: "" };

/** Name, Email and Message, checked with the server's own schema before anything is sent. */
export function ContactForm() {
  const { form: copy } = usePageCopy(contactCopy);
  const form = useForm({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const send = useSendContactMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageLength = form.watch("message").length;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await send.mutateAsync(values);
    } catch (error) {
      const failure = describeSendFailure(error, copy);
      if (failure.show === "inline") setRefusal(failure.message);
      else toast.error(failure.title, { description: failure.description });
      return;
    }
    form.reset(EMPTY);
    toast.success(copy.sentTitle, { description: fill(copy.sentText, { hours: CONTACT.responseHours }) });
  });

  return (
    <Card className="gap-0 py-0">
      <CardHeader className="border-b py-6">
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="py-6">
        <form onSubmit={onSubmit} noValidate aria-label={copy.title} className="flex flex-col gap-5">
          {refusal ? (
            <Alert variant="destructive" role="alert">
              <CircleAlertIcon aria-hidden />
              <span>{refusal}</span>
            </Alert>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={copy.name}
              autoComplete="name"
              placeholder={copy.namePlaceholder}
              maxLength={CONTACT.nameMaxChars}
              aria-required
              error={fieldErrorMessage(copy.errors, "name", errors.name)}
              {...form.register("name")}
            />
            <TextField
              label={copy.email}
              type="email"
              autoComplete="email"
              placeholder={copy.emailPlaceholder}
              aria-required
              error={fieldErrorMessage(copy.errors, "email", errors.email)}
              {...form.register("email")}
            />
          </div>
          <TextareaField
            label={copy.message}
            placeholder={copy.messagePlaceholder}
            rows={7}
            aria-required
            className="[&_textarea]:min-h-40"
            hint={fill(copy.characters, { count: messageLength, max: CONTACT.messageMaxChars })}
            error={fieldErrorMessage(copy.errors, "message", errors.message)}
            {...form.register("message")}
          />
          <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted-foreground">
              {copy.privacy}{" "}
              <Link to={PATHS.privacy} className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline">
                {copy.privacyLink}
              </Link>
            </p>
            <SubmitButton pending={isSubmitting} size="lg" className="w-full shrink-0 sm:w-auto">
              {isSubmitting ? null : <SendIcon aria-hidden />}
              {isSubmitting ? copy.sending : copy.submit}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
