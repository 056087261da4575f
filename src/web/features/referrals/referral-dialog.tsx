import { useId } from "react";
import { CheckIcon, CopyIcon, GiftIcon, UsersIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { referralStatus } from "./referral-status";
import { toast } from "~/lib/toast";
import { CREDITS } from "@shared/constants";
import type { Me } from "@shared/schemas/account";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useCopyToClipboard } from "~/lib/clipboard";
import { inviteLink } from "./invite-link";

export function ReferralDialog({
  me,
  open,
  onOpenChange,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const { copied, copy: copyText } = useCopyToClipboard();
  const link = inviteLink(me.inviteCode);

  async function copy() {
    if (await copyText(link)) {
      toast.success(t("referrals.linkCopied"));
    } else {
      toast.error(t("errors.title"), { description: t("referrals.copyFailed") });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
            <GiftIcon className="size-5" aria-hidden />
          </span>
          <DialogTitle>{t("referrals.dialogTitle")}</DialogTitle>
          <DialogDescription>
            {t("referrals.dialogText", {
              invitee: CREDITS.referralInviteeBonus,
              referrer: CREDITS.referralReferrerBonus,
            })}
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">{t("referrals.onceNote")}</p>
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{t("referrals.linkLabel")}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
            <Button onClick={() => void copy()} className="shrink-0">
              {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              {t("referrals.copyLink")}
            </Button>
          </div>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UsersIcon className="size-4" aria-hidden />
          {t("referrals.invited", { count: me.referralsCompleted })}
        </p>
        {referralStatus(me, t).map((line) => (
          <p key={line} className="text-sm text-muted-foreground">
            {line}
          </p>
        ))}
      </DialogContent>
    </Dialog>
  );
}
