import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  type TemplateName,
  adminDailyStatsSchema,
  adminStatsSchema,
  adminUserDetailSchema,
  adminUserRowSchema,
  adminUsersPageSchema,
  auditPageSchema,
  emailTemplateSchema,
  newsletterStatusSchema,
  outboxEntrySchema,
  templatePreviewSchema,
} from "@shared/schemas/admin";
import type { MailLanguage } from "@shared/schemas/account";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

// The /admin page's reads and writes (server: modules/admin, /api/admin).

const keys = {
  all: ["admin"] as const,
  users: (search: string, page: number) => ["admin", "users", search, page] as const,
  user: (id: string) => ["admin", "user", id] as const,
};

/** After any admin write: the cards, tables and audit log all may have changed. */
const refreshAdmin = () => void queryClient.invalidateQueries({ queryKey: keys.all });

export const useAdminStats = () =>
  useQuery({ queryKey: ["admin", "stats"], queryFn: () => api("/api/admin/stats", { schema: adminStatsSchema }) });

export const useAdminDailyStats = () =>
  useQuery({
    queryKey: ["admin", "daily"],
    queryFn: () => api("/api/admin/stats/daily", { schema: adminDailyStatsSchema }),
  });

export function useAdminUsers(search: string, page: number) {
  const params = new URLSearchParams({ page: String(page), ...(search ? { search } : {}) });
  return useQuery({
    queryKey: keys.users(search, page),
    queryFn: () => api(`/api/admin/users?${params}`, { schema: adminUsersPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminUser = (id: string | null) =>
  useQuery({
    queryKey: keys.user(id ?? ""),
    queryFn: () => api(`/api/admin/users/${encodeURIComponent(id!)}`, { schema: adminUserDetailSchema }),
    enabled: id !== null,
  });

const userAnswer = z.object({ user: adminUserRowSchema });

export function useAddCredits(userId: string) {
  return useMutation({
    mutationFn: (input: { amount: number; requestId: string }) =>
      api(`/api/admin/users/${encodeURIComponent(userId)}/credits`, {
        method: "POST",
        body: input,
        schema: userAnswer,
      }),
    onSuccess: refreshAdmin,
  });
}

export function useSetNewsletter(userId: string) {
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      api(`/api/admin/users/${encodeURIComponent(userId)}/newsletter`, {
        method: "PATCH",
        body: { subscribed },
        schema: userAnswer,
      }),
    onSuccess: refreshAdmin,
  });
}

export const useTemplates = () =>
  useQuery({
    queryKey: ["admin", "templates"],
    queryFn: () => api("/api/admin/templates", { schema: z.object({ templates: z.array(emailTemplateSchema) }) }),
  });

/** A template's address in one mail language. */
const templatePath = (name: TemplateName, language: MailLanguage, action = "") =>
  `/api/admin/templates/${name}${action}?language=${language}`;

export function useSaveTemplate(name: TemplateName, language: MailLanguage) {
  return useMutation({
    mutationFn: (input: { subject: string; content: string }) =>
      api(templatePath(name, language), {
        method: "PUT",
        body: input,
        schema: z.object({ template: emailTemplateSchema }),
      }),
    onSuccess: refreshAdmin,
  });
}

export function usePreviewTemplate(name: TemplateName, language: MailLanguage) {
  return useMutation({
    mutationFn: (input: { subject: string; content: string }) =>
      api(templatePath(name, language, "/preview"), { method: "POST", body: input, schema: templatePreviewSchema }),
  });
}

export function useSendTestMail(name: TemplateName, language: MailLanguage) {
  return useMutation({
    mutationFn: () =>
      api(templatePath(name, language, "/test"), { method: "POST", schema: z.object({ sentTo: z.string() }) }),
    onSuccess: refreshAdmin,
  });
}

export const useAuditLog = () =>
  useQuery({ queryKey: ["admin", "audit"], queryFn: () => api("/api/admin/audit", { schema: auditPageSchema }) });

export const useOutbox = () =>
  useQuery({
    queryKey: ["admin", "outbox"],
    queryFn: () => api("/api/admin/outbox?limit=50", { schema: z.object({ mails: z.array(outboxEntrySchema) }) }),
  });

/** The weekly newsletter's schedule, last send and reach; polled while a send runs. */
export const useNewsletterStatus = () =>
  useQuery({
    queryKey: ["admin", "newsletter"],
    queryFn: () => api("/api/admin/newsletter", { schema: newsletterStatusSchema }),
    refetchInterval: (query) => (query.state.data?.running ? 2_000 : false),
  });

export const useSendNewsletter = () =>
  useMutation({
    mutationFn: () => api("/api/admin/newsletter/send", { method: "POST", schema: z.object({ audience: z.number().int() }) }),
    onSettled: refreshAdmin,
  });
