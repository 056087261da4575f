import { useState } from "react";
import { useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { MonitorSmartphoneIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { resetSessionCache } from "~/features/account/me-query";
import { showAuthError } from "~/features/auth/show-auth-error";
import { authClient } from "~/lib/auth-client";
import { queryClient } from "~/lib/query-client";
import { PATHS } from "@shared/routes";
import { sessionDevice } from "@shared/session-device";

const SESSIONS_KEY = ["auth", "sessions"] as const;

interface ListedSession {
  token: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** The account's sessions, the current one first (better-auth list-sessions and get-session). */
async function loadSessions(): Promise<{ current: string | null; sessions: ListedSession[] }> {
  const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
  if (list.error) throw new Error(list.error.message ?? list.error.statusText);
  const token = current.data?.session.token ?? null;
  const sessions = [...(list.data as ListedSession[])].sort(
    (a, b) => Number(b.token === token) - Number(a.token === token) || new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime(),
  );
  return { current: token, sessions };
}

/**
 * Active sessions: each device with its address and when it was last seen; sign one out, all others, or
 * every session including this one (better-auth revoke-session, revoke-other-sessions, revoke-sessions).
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: loadSessions });
  const when = (value: Date | string) => new Date(value).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  async function run(key: string, action: () => Promise<{ error: unknown }>, done: () => Promise<void> | void) {
    setPending(key);
    try {
      const { error } = await action();
      if (error) {
        showAuthError(error);
        return;
      }
      await done();
    } catch (error) {
      showAuthError(error);
    } finally {
      setPending(null);
    }
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const signOutOne = (token: string) =>
    run(token, () => authClient.revokeSession({ token }), async () => {
      toast.success(t("settings.sessions.signedOutOne"));
      await refresh();
    });
  const signOutOthers = () =>
    run("others", () => authClient.revokeOtherSessions(), async () => {
      toast.success(t("settings.sessions.signedOutOthers"));
      await refresh();
    });
  const signOutEverywhere = () =>
    run("all", () => authClient.revokeSessions(), async () => {
      resetSessionCache();
      toast.success(t("settings.sessions.done"), { description: t("settings.sessions.doneText") });
      await navigate(PATHS.auth, { replace: true });
    });

  const others = sessions.data ? sessions.data.sessions.filter((s) => s.token !== sessions.data.current).length : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.sessions.title")}</CardTitle>
        <CardDescription>{t("settings.sessions.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? (
          <Spinner />
        ) : sessions.isError ? (
          <p className="text-sm text-destructive">{sessions.error.message}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("settings.sessions.listLabel")}>
            {sessions.data.sessions.map((session) => {
              const device = sessionDevice(session.userAgent);
              const isCurrent = session.token === sessions.data.current;
              const name = t("settings.sessions.device", {
                browser: device.browser ?? t("settings.sessions.unknownBrowser"),
                system: device.system ?? t("settings.sessions.unknownSystem"),
              });
              return (
                <li key={session.token} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="session-row">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 text-sm font-medium">
                      {name}
                      {isCurrent ? <Badge variant="outline">{t("settings.sessions.thisDevice")}</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {session.ipAddress || t("settings.sessions.unknownAddress")} · {t("settings.sessions.lastSeen", { date: when(session.updatedAt) })} ·{" "}
                      {t("settings.sessions.signedIn", { date: when(session.createdAt) })}
                    </p>
                  </div>
                  {isCurrent ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={pending !== null}
                      onClick={() => void signOutOne(session.token)}
                      aria-label={t("settings.sessions.signOutOneLabel", { device: name })}
                    >
                      {pending === session.token ? <Spinner /> : null}
                      {t("settings.sessions.signOutOne")}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => void signOutOthers()} disabled={pending !== null || others === 0}>
            {pending === "others" ? <Spinner /> : null}
            {t("settings.sessions.signOutOthers")}
          </Button>
          <Button variant="outline" onClick={() => void signOutEverywhere()} disabled={pending !== null}>
            {pending === "all" ? <Spinner /> : <MonitorSmartphoneIcon aria-hidden />}
            {t("settings.sessions.button")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
