import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import { errorMessage } from "~/lib/api";
import { useAddCredits, useAdminUser, useSetNewsletter } from "./admin-queries";
import { parseCreditAmount } from "./credit-amount";

const QUICK_FILLS = [100, 500, 1000] as const;

/** spec.md §2: newsletter toggle, Manage Credits (+100/+500/+1000, Add), the person's plugins. */
export function UserDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const amountId = useId();
  const newsletterId = useId();
  const { data, isError } = useAdminUser(userId);
  const [amount, setAmount] = useState("");
  const add = useAddCredits(userId ?? "");
  const newsletter = useSetNewsletter(userId ?? "");

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = parseCreditAmount(amount);
    if (value === null) {
      toast.error(t("admin.credits.invalidTitle"), { description: t("admin.credits.invalidText") });
      return;
    }
    add.mutate(
      { amount: value, requestId: crypto.randomUUID() },
      {
        onSuccess: ({ user }) => {
          setAmount("");
          toast.success(t("admin.credits.added", { count: value, email: user.email }));
        },
        onError: (error) => toast.error(t("admin.credits.error"), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <Dialog
      open={userId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setAmount("");
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{data?.user.email ?? t("admin.user.title")}</DialogTitle>
          <DialogDescription>
            {data
              ? t("admin.user.summary", { credits: data.user.credits, plugins: data.user.plugins })
              : t("admin.user.loading")}
          </DialogDescription>
        </DialogHeader>
        {isError ? <p className="text-sm text-destructive">{t("admin.user.loadError")}</p> : null}
        {!data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <div className="flex flex-col gap-6">
            <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
              <Label htmlFor={newsletterId}>{t("admin.users.newsletter")}</Label>
              <Switch
                id={newsletterId}
                checked={data.user.newsletter}
                disabled={newsletter.isPending}
                onCheckedChange={(subscribed) =>
                  newsletter.mutate(subscribed, {
                    onSuccess: () => toast.success(t("admin.users.updated")),
                    onError: (error) => toast.error(t("admin.users.updateError"), { description: errorMessage(error) }),
                  })
                }
              />
            </div>
            <form onSubmit={submit} className="flex flex-col gap-3">
              <h3 className="font-semibold">{t("admin.credits.title")}</h3>
              <div className="flex flex-wrap gap-2">
                {QUICK_FILLS.map((n) => (
                  <Button key={n} type="button" variant="outline" size="sm" onClick={() => setAmount(String(n))}>
                    +{n}
                  </Button>
                ))}
              </div>
              <div className="flex gap-2">
                <Label htmlFor={amountId} className="sr-only">
                  {t("admin.credits.amount")}
                </Label>
                <Input
                  id={amountId}
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={amount}
                  placeholder={t("admin.credits.amount")}
                  onChange={(event) => setAmount(event.target.value)}
                />
                <Button type="submit" disabled={amount.trim() === "" || add.isPending}>
                  {add.isPending ? <Spinner /> : null}
                  {t("admin.credits.add")}
                </Button>
              </div>
            </form>
            <div>
              <h3 className="mb-2 font-semibold">{t("admin.user.plugins")}</h3>
              <ul
                tabIndex={0}
                aria-label={t("admin.user.plugins")}
                className="h-[300px] overflow-auto rounded-lg border text-sm"
              >
                {data.plugins.length === 0 ? (
                  <li className="p-3 text-muted-foreground">{t("admin.user.noPlugins")}</li>
                ) : null}
                {data.plugins.map((plugin) => (
                  <li key={plugin.id} className="flex items-center justify-between gap-3 border-b p-3 last:border-b-0">
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{plugin.name}</span>
                      <span className="text-xs text-muted-foreground">
                        v{plugin.version} · {new Date(plugin.createdAt).toLocaleDateString(i18n.language)}
                      </span>
                    </span>
                    {plugin.isPublic ? <Badge variant="accent">{t("admin.user.public")}</Badge> : null}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
