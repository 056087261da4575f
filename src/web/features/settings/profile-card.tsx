import { useTranslation } from "react-i18next";
import type { Me } from "@shared/schemas/account";
import { TextField } from "~/components/form/text-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { DisplayNameForm } from "./display-name-form";

export function ProfileCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.profile.title")}</CardTitle>
        <CardDescription>{t("settings.profile.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("settings.profile.email")} type="email" value={me.email} readOnly />
        <TextField label={t("settings.profile.fullName")} value={me.fullName} readOnly />
        <DisplayNameForm me={me} />
      </CardContent>
    </Card>
  );
}
