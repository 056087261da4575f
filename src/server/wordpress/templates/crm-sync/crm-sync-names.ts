import type { BlueprintContext } from "../../blueprint/blueprint-context";

/** The shortcode the blog's prompt asks for: [crm_form]. */
export const CRM_FORM_TAG = "crm_form";

/** Every name the CRM sync template gives its functions, options, tables, hooks and CSS. */
export interface CrmNames {
  /** Function prefix. */
  p: string;
  /** CSS class of the form's wrapper (also the stylesheet handle). */
  c: string;
  tag: string;
  settingsOption: string;
  dbVersionOption: string;
  settingsGroup: string;
  entriesTable: string;
  logTable: string;
  /** Single event that syncs one new entry (argument: the entry's id). */
  syncHook: string;
  /** Hourly event that retries failed entries. */
  retryHook: string;
  submitAction: string;
  retryAction: string;
  deleteAction: string;
  /** Admin page slugs. */
  entriesPage: string;
  logPage: string;
  settingsPage: string;
}

export function crmNames(ctx: BlueprintContext): CrmNames {
  const p = ctx.prefix;
  return {
    p,
    c: `${ctx.cssPrefix}crm-form`,
    tag: CRM_FORM_TAG,
    settingsOption: `${p}settings`,
    dbVersionOption: `${p}db_version`,
    settingsGroup: `${p}settings_group`,
    entriesTable: `${p}entries`,
    logTable: `${p}sync_log`,
    syncHook: `${p}sync_entry_event`,
    retryHook: `${p}retry_failed_event`,
    submitAction: `${p}submit`,
    retryAction: `${p}retry_entry`,
    deleteAction: `${p}delete_entry`,
    entriesPage: `${ctx.cssPrefix}entries`,
    logPage: `${ctx.cssPrefix}sync-log`,
    settingsPage: `${ctx.cssPrefix}settings`,
  };
}
