import { useDeferredValue, useId, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminUserRow } from "@shared/schemas/admin";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/lib/toast";
import { errorMessage } from "~/lib/api";
import { useAdminUsers, useSetNewsletter } from "./admin-queries";

function NewsletterSwitch({ row }: { row: AdminUserRow }) {
  const { t } = useTranslation();
  const set = useSetNewsletter(row.id);
  return (
    <Switch
      checked={set.isPending ? !row.newsletter : row.newsletter}
      disabled={set.isPending}
      onClick={(event) => event.stopPropagation()}
      onCheckedChange={(subscribed) =>
        set.mutate(subscribed, {
          onSuccess: () => toast.success(t("admin.users.updated")),
          onError: (error) => toast.error(t("admin.users.updateError"), { description: errorMessage(error) }),
        })
      }
      aria-label={t("admin.users.newsletterFor", { email: row.email })}
    />
  );
}

/** spec.md §2: All Users in a 600 px scroll area; searched and paged on the server. */
export function UsersTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const { data, isFetching, isError } = useAdminUsers(deferred, page);

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle as="h2">{t("admin.users.title")}</CardTitle>
        <div className="relative w-full sm:max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            {t("admin.users.search")}
          </label>
          <SearchIcon className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder={t("admin.users.search")}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="pl-9"
          />
        </div>
      </CardHeader>
      <CardContent>
        {isError ? <p className="text-sm text-destructive">{t("admin.users.loadError")}</p> : null}
        <div
          tabIndex={0}
          role="region"
          aria-label={t("admin.users.title")}
          className="h-[600px] overflow-auto rounded-lg border"
          aria-busy={isFetching}
        >
          <table className="w-full min-w-[720px] text-sm">
            <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground">
              <tr>
                {(["email", "name", "credits", "plugins", "subscription", "newsletter", "joined"] as const).map(
                  (col) => (
                    <th key={col} scope="col" className="px-3 py-2 font-medium">
                      {t(`admin.users.${col}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {data?.users.map((row) => (
                <tr
                  key={row.id}
                  className="cursor-pointer border-t hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:outline-none"
                  tabIndex={0}
                  onClick={() => onOpen(row.id)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" || event.key === " ") {
                      event.preventDefault();
                      onOpen(row.id);
                    }
                  }}
                  aria-label={t("admin.users.open", { email: row.email })}
                >
                  <td className="max-w-[16rem] truncate px-3 py-2 font-medium">{row.email}</td>
                  <td className="px-3 py-2">{row.name ?? "—"}</td>
                  <td className="px-3 py-2 tabular-nums">{row.credits}</td>
                  <td className="px-3 py-2 tabular-nums">{row.plugins}</td>
                  <td className="px-3 py-2">
                    <Badge variant={row.subscription === "active" ? "success" : "secondary"}>
                      {row.subscription === "active" ? t("admin.users.active") : t("admin.users.free")}
                    </Badge>
                  </td>
                  <td className="px-3 py-2">
                    <NewsletterSwitch row={row} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                    {new Date(row.joinedAt).toLocaleDateString(i18n.language)}
                  </td>
                </tr>
              ))}
              {data && data.users.length === 0 ? (
                <tr>
                  <td colSpan={7} className="px-3 py-10 text-center text-muted-foreground">
                    {t("admin.users.none")}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        <div className="mt-3 flex items-center justify-end gap-2">
          <span className="text-sm text-muted-foreground">{t("admin.users.page", { page })}</span>
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeftIcon aria-hidden />
            {t("admin.users.previous")}
          </Button>
          <Button variant="outline" size="sm" disabled={!data?.hasMore} onClick={() => setPage((p) => p + 1)}>
            {t("admin.users.next")}
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
