import { useState } from "react";
import { ShieldCheckIcon, ShieldOffIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Me } from "@shared/schemas/account";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { DisableTwoFactorDialog } from "./disable-two-factor-dialog";
import { EnableTwoFactorDialog } from "./enable-two-factor-dialog";

export function TwoFactorCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<"enable" | "disable" | null>(null);
  const enabled = me.twoFactorEnabled;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>{t("settings.twoFactor.title")}</CardTitle>
          <Badge variant={enabled ? "success" : "secondary"}>
            {enabled ? t("settings.twoFactor.enabled") : t("settings.twoFactor.disabled")}
          </Badge>
        </div>
        <CardDescription>{t("settings.twoFactor.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm">
          {enabled ? (
            <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          ) : (
            <ShieldOffIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          )}
          {enabled ? t("settings.twoFactor.statusOn") : t("settings.twoFactor.statusOff")}
        </p>
        {enabled ? (
          <Button variant="outline" className="shrink-0" onClick={() => setDialog("disable")}>
            {t("settings.twoFactor.disable")}
          </Button>
        ) : (
          <Button className="shrink-0" onClick={() => setDialog("enable")}>
            {t("settings.twoFactor.enable")}
          </Button>
        )}
      </CardContent>
      <EnableTwoFactorDialog
        open={dialog === "enable"}
        hasPassword={me.hasPassword} onOpenChange={(open) => setDialog(open ? "enable" : null)} />
      <DisableTwoFactorDialog
        open={dialog === "disable"}
        hasPassword={me.hasPassword} onOpenChange={(open) => setDialog(open ? "disable" : null)} />
    </Card>
  );
}
