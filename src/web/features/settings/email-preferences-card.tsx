import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { Me } from "@shared/schemas/account";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import { useUpdateMe } from "~/features/account/update-me";
import { errorMessage } from "~/lib/api";

/** The newsletter switch changes local state only; Save Changes stores it (spec.md §4). */
export function EmailPreferencesCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const switchId = useId();
  const [newsletter, setNewsletter] = useState(me.newsletterSubscribed);
  const update = useUpdateMe();
  const changed = newsletter !== me.newsletterSubscribed;

  function save() {
    update.mutate(
      { newsletterSubscribed: newsletter },
      {
        onSuccess: () =>
          toast.success(t("settings.email.saved"), { description: t("settings.email.savedText") }),
        onError: (error) => toast.error(t("settings.email.error"), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.email.title")}</CardTitle>
        <CardDescription>{t("settings.email.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={switchId}>{t("settings.email.newsletter")}</Label>
            <p id={`${switchId}-text`} className="text-sm text-muted-foreground">
              {t("settings.email.newsletterText")}
            </p>
          </div>
          <Switch
            id={switchId}
            checked={newsletter}
            onCheckedChange={setNewsletter}
            aria-describedby={`${switchId}-text`}
          />
        </div>
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={save} disabled={!changed || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {t("settings.email.save")}
        </Button>
      </CardFooter>
    </Card>
  );
}
