import { Hono, type Context } from "hono";
import { z } from "zod";
import { mailLanguageSchema } from "../../../shared/schemas/account";
import { CREDITS } from "../../../shared/constants";
import { saveTemplateSchema, templateNameSchema, type TemplateName } from "../../../shared/schemas/admin";
import type { AppEnv } from "../../app-env";
import { parseJson, parseParam, parseQuery } from "../../lib/app-error";
import { getTemplate, listTemplates, renderTemplate, saveTemplate } from "../mail/templates.service";
import { recordAdminAction } from "./audit-log.service";

/** A balance to show in the other mails' samples (the weekly promotion says the reader's balance). */
const SAMPLE_BALANCE = 20;

const nameOf = (c: Context<AppEnv>) => parseParam(c, "name", templateNameSchema, "No such template");
/** ?language=sv: which language's copy of the template (English when absent). */
const languageOf = (c: Context<AppEnv>) => parseQuery(c, z.object({ language: mailLanguageSchema.default("en") })).language;

/**
 * The sample a preview and a test mail are filled with: the admin's own name and the site. The welcome
 * mail states the balance its reader starts with: the sign-up bonus (plus the invitation bonus for an
 * invited person), so its sample says the real sign-up figure, not a number of our own.
 */
function sampleValues(c: Context<AppEnv>, template: TemplateName) {
  const { env, unsubscribeTokens } = c.var.services;
  return {
    name: c.var.user.name || c.var.user.email.split("@")[0]!,
    credits: template === "welcome" ? CREDITS.signUpBonus : SAMPLE_BALANCE,
    site_url: env.SITE_URL,
    unsubscribe_url: unsubscribeTokens.pageUrl(env.SITE_URL, c.var.user.id),
  };
}

/** /api/admin/templates: the welcome and weekly_promo mails (spec.md §2 Email template editor). */
export const adminTemplatesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ templates: await listTemplates(c.var.services.db) }))
  .put("/:name", async (c) => {
    const name = nameOf(c);
    const language = languageOf(c);
    const input = await parseJson(c, saveTemplateSchema);
    const template = await c.var.services.db.transaction(async (tx) => {
      const saved = await saveTemplate(tx, name, language, input);
      await recordAdminAction(tx, { adminId: c.var.user.id, action: "template_saved", details: { template: name, language } });
      return saved;
    });
    return c.json({ template });
  })
  // The draft in the editor, rendered as a recipient would get it (nothing stored, nothing sent).
  .post("/:name/preview", async (c) => {
    const name = nameOf(c);
    const input = await parseJson(c, saveTemplateSchema);
    return c.json(renderTemplate(input, sampleValues(c, name)));
  })
  // The stored template, sent to the admin.
  .post("/:name/test", async (c) => {
    const name = nameOf(c);
    const language = languageOf(c);
    const rendered = renderTemplate(await getTemplate(c.var.services.db, name, language), sampleValues(c, name));
    await c.var.services.db.transaction(async (tx) => {
      await c.var.services.mail.send({ kind: "template_test", to: c.var.user.email, userId: c.var.user.id, ...rendered }, tx);
      await recordAdminAction(tx, { adminId: c.var.user.id, action: "template_test_sent", details: { template: name, language } });
    });
    return c.json({ sentTo: c.var.user.email });
  });
