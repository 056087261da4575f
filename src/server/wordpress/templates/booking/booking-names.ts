import type { BlueprintContext } from "../../blueprint/blueprint-context";

/** The shortcode the blog's prompt asks for: [booking_form]. */
export const BOOKING_FORM_TAG = "booking_form";

/** Every name the booking template gives its functions, options, table, actions and CSS. */
export interface BookingNames {
  /** Function prefix. */
  p: string;
  /** CSS class of the form's wrapper (also the style and script handle). */
  c: string;
  tag: string;
  settingsOption: string;
  dbVersionOption: string;
  settingsGroup: string;
  table: string;
  submitAction: string;
  statusAction: string;
  requestsPage: string;
  settingsPage: string;
}

export function bookingNames(ctx: BlueprintContext): BookingNames {
  const p = ctx.prefix;
  return {
    p,
    c: `${ctx.cssPrefix}booking`,
    tag: BOOKING_FORM_TAG,
    settingsOption: `${p}settings`,
    dbVersionOption: `${p}db_version`,
    settingsGroup: `${p}settings_group`,
    table: `${p}requests`,
    submitAction: `${p}submit`,
    statusAction: `${p}set_status`,
    requestsPage: `${ctx.cssPrefix}requests`,
    settingsPage: `${ctx.cssPrefix}settings`,
  };
}
