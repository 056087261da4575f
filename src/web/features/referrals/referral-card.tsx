import { useState } from "react";
import { GiftIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Me } from "@shared/schemas/account";
import { Button } from "~/components/ui/button";
import { StatCard } from "~/features/dashboard/stat-card";
import { reloadMe } from "~/features/account/me-query";
import { ReferralDialog } from "./referral-dialog";
import { referralStatus } from "./referral-status";

/** The dashboard's referral stat; opens the invite dialog. */
export function ReferralCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const status = referralStatus(me, t);

  function onOpenChange(next: boolean) {
    setOpen(next);
    // The invite code changes after a friend used it: fetch the current one.
    if (next) void reloadMe().catch(() => undefined);
  }

  return (
    <>
      <StatCard
        icon={<GiftIcon className="size-5" aria-hidden />}
        title={t("referrals.cardTitle")}
        value={t("referrals.invited", { count: me.referralsCompleted })}
        text={status.length > 0 ? <span data-testid="referral-status">{status.join(" ")}</span> : t("referrals.cardText")}
        action={
          <Button variant="outline" size="sm" onClick={() => onOpenChange(true)}>
            {t("referrals.open")}
          </Button>
        }
      />
      <ReferralDialog me={me} open={open} onOpenChange={onOpenChange} />
    </>
  );
}
