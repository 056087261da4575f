import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { type MailLanguage, mailLanguageSchema } from "@shared/schemas/account";
import { TEMPLATE_PLACEHOLDERS, type EmailTemplate, type TemplateName } from "@shared/schemas/admin";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { errorMessage } from "~/lib/api";
import { cn } from "~/lib/utils";
import { usePreviewTemplate, useSaveTemplate, useSendTestMail, useTemplates } from "./admin-queries";

function TemplateForm({ template }: { template: EmailTemplate }) {
  const { t } = useTranslation();
  const subjectId = useId();
  const contentId = useId();
  const [subject, setSubject] = useState(template.subject);
  const [content, setContent] = useState(template.content);
  const save = useSaveTemplate(template.name, template.language);
  const test = useSendTestMail(template.name, template.language);
  const preview = usePreviewTemplate(template.name, template.language);
  const { mutate: renderPreview } = preview;

  // The preview follows the draft, a moment after the last keystroke.
  useEffect(() => {
    if (!subject.trim() || !content.trim()) return;
    const timer = window.setTimeout(() => renderPreview({ subject, content }), 400);
    return () => window.clearTimeout(timer);
  }, [subject, content, renderPreview]);

  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { subject, content },
            {
              onSuccess: ({ template: saved }) => {
                setContent(saved.content);
                toast.success(t("admin.templates.saved"));
              },
              onError: (error) => toast.error(t("admin.templates.saveError"), { description: errorMessage(error) }),
            },
          );
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={subjectId}>{t("admin.templates.subject")}</Label>
          <Input id={subjectId} value={subject} onChange={(event) => setSubject(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={contentId}>{t("admin.templates.content")}</Label>
          <Textarea
            id={contentId}
            rows={10}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className="font-mono text-xs"
          />
          <p className="text-xs text-muted-foreground">
            {t("admin.templates.placeholders", { list: TEMPLATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ") })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {t("admin.templates.save")}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: ({ sentTo }) => toast.success(t("admin.templates.testSent"), { description: sentTo }),
                onError: (error) => toast.error(t("admin.templates.testError"), { description: errorMessage(error) }),
              })
            }
          >
            {test.isPending ? <Spinner /> : null}
            {t("admin.templates.sendTest")}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t("admin.templates.testNote")}</p>
      </form>
      <section aria-labelledby={`${contentId}-preview`} className="flex flex-col gap-2">
        <h3 id={`${contentId}-preview`} className="text-sm font-medium">
          {t("admin.templates.preview")}
        </h3>
        <div className="rounded-lg border bg-card">
          <p className="border-b px-4 py-2 text-sm">
            <span className="text-muted-foreground">{t("admin.templates.subject")}: </span>
            {preview.data?.subject ?? subject}
          </p>
          {preview.isError ? <p className="p-4 text-sm text-destructive">{errorMessage(preview.error)}</p> : null}
          {/* The sanitised mail, in a sandbox without scripts or same-origin access. */}
          <iframe
            title={t("admin.templates.preview")}
            sandbox=""
            srcDoc={preview.data?.html ?? ""}
            className="h-80 w-full rounded-b-lg bg-white"
          />
        </div>
      </section>
    </div>
  );
}

/** spec.md §2 Email template editor: welcome and weekly_promo tabs, Save and Send test mail, a live preview. */
export function EmailTemplateEditor() {
  const { t } = useTranslation();
  const { data, isError } = useTemplates();
  const names: TemplateName[] = ["welcome", "weekly_promo"];
  const [language, setLanguage] = useState<MailLanguage>("en");

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.templates.title")}</CardTitle>
        <CardDescription>{t("admin.templates.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? <p className="text-sm text-destructive">{t("admin.templates.loadError")}</p> : null}
        {!data ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          <Tabs defaultValue="welcome">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList>
                {names.map((name) => (
                  <TabsTrigger key={name} value={name}>
                    {t(`admin.templates.${name}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              {/* Each template has a copy per mail language; a person gets the one in their language. */}
              <div
                role="group"
                aria-label={t("admin.templates.language")}
                className="inline-flex rounded-md border bg-card p-0.5"
              >
                {mailLanguageSchema.options.map((lang) => (
                  <button
                    key={lang}
                    type="button"
                    aria-pressed={language === lang}
                    onClick={() => setLanguage(lang)}
                    className={cn(
                      "h-7 cursor-pointer rounded-[5px] px-3 text-xs font-semibold",
                      language === lang
                        ? "bg-primary text-primary-foreground"
                        : "text-muted-foreground hover:bg-accent",
                    )}
                  >
                    {t(`admin.templates.languages.${lang}`)}
                  </button>
                ))}
              </div>
            </div>
            {names.map((name) => {
              const template = data.templates.find((tpl) => tpl.name === name && tpl.language === language);
              return template ? (
                <TabsContent key={name} value={name} className="pt-4">
                  <TemplateForm key={`${name}-${language}`} template={template} />
                </TabsContent>
              ) : null;
            })}
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
