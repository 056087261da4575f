// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { useCurrentUser } from "~/features/account/use-current-user";
import { ActivityCharts } from "~/features/admin/activity-charts";
import { AdminStatCards } from "~/features/admin/admin-stat-cards";
import { AuditLogCard, OutboxCard } from "~/features/admin/audit-and-outbox";
import { EmailTemplateEditor } from "~/features/admin/email-template-editor";
import { NewsletterCard } from "~/features/admin/newsletter-card";
import { UserDialog } from "~/features/admin/user-dialog";
import { UsersTable } from "~/features/admin/users-table";
import { requireMe } from "~/features/auth/route-guards";
import type { Route } from "./+types/admin";

export async function clientLoader() {
  return { me: await requireMe() };
}

/** spec.md §2 Admin dashboard. The server checks the role on every /api/admin route; this page only shows it. */
export default function Admin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser(loaderData.me);
  const [openUser, setOpenUser] = useState<string | null>(null);

  useEffect(() => {
    if (me.isAdmin) return;
    toast.error(t("admin.denied.title"), { description: t("admin.denied.text") });
    void navigate(PATHS.dashboard, { replace: true });
  }, [me.isAdmin, navigate, t]);
  if (!me.isAdmin) return null;

  return (
    <div className="container-page flex flex-col gap-8 py-10 sm:py-12">
      <PageTitle title={t("admin.metaTitle")} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("admin.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("admin.subtitle")}</p>
      </div>
      <AdminStatCards />
      <ActivityCharts />
      <EmailTemplateEditor />
      <NewsletterCard />
      <UsersTable onOpen={setOpenUser} />
      <UserDialog userId={openUser} onClose={() => setOpenUser(null)} />
      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <AuditLogCard />
        <OutboxCard />
      </div>
    </div>
  );
}
