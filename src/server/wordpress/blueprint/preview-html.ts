import { escapeHtml } from "../../../shared/escape-html";
import { MOCK_SENT_ATTRIBUTE } from "../../../shared/preview-frame/runtime-script";

export { escapeHtml };

/** One admin screen of the plugin in the backend preview. */
export interface AdminScreen {
  title: string;
  /** HTML inside the screen, using the classes of {@link ADMIN_STYLE}. */
  body: string;
}

/**
 * Styles of the backend preview: a WordPress admin look (#f0f0f1 background, #2271b1 buttons),
 * scoped to `.ps-admin-preview` so the preview frame's own chrome is untouched.
 */
const ADMIN_STYLE = `<style>
.ps-admin-preview{background:#f0f0f1;color:#1d2327;font:13px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;padding:20px}
.ps-admin-preview .wrap{margin:0 0 28px}
.ps-admin-preview h1{font-size:23px;font-weight:400;margin:0 0 12px;padding:9px 0 4px}
.ps-admin-preview h2{font-size:1.3em;margin:1em 0 .5em}
.ps-admin-preview p.description{color:#646970;font-size:13px;margin:4px 0 0}
.ps-admin-preview .card{background:#fff;border:1px solid #c3c4c7;box-shadow:0 1px 1px rgba(0,0,0,.04);padding:12px 20px;margin:0 0 16px;max-width:760px}
.ps-admin-preview table.form-table{border-collapse:collapse;width:100%;max-width:760px}
.ps-admin-preview .form-table th{text-align:left;vertical-align:top;width:200px;padding:20px 10px 20px 0;font-weight:600}
.ps-admin-preview .form-table td{padding:15px 10px}
.ps-admin-preview input[type=text],.ps-admin-preview input[type=email],.ps-admin-preview input[type=url],.ps-admin-preview input[type=number],.ps-admin-preview select,.ps-admin-preview textarea{border:1px solid #8c8f94;border-radius:4px;padding:0 8px;min-height:30px;font-size:14px;background:#fff;color:#2c3338}
.ps-admin-preview .regular-text{width:25em;max-width:100%}
.ps-admin-preview textarea{padding:6px 8px;width:25em;max-width:100%;font-family:inherit}
.ps-admin-preview .button{display:inline-block;border:1px solid #2271b1;color:#2271b1;background:#f6f7f7;border-radius:3px;padding:0 10px;min-height:30px;line-height:2.15;font-size:13px;text-decoration:none;cursor:pointer}
.ps-admin-preview .button-primary{background:#2271b1;border-color:#2271b1;color:#fff}
.ps-admin-preview .notice{background:#fff;border:1px solid #c3c4c7;border-left:4px solid #72aee6;box-shadow:0 1px 1px rgba(0,0,0,.04);padding:1px 12px;margin:5px 0 15px}
.ps-admin-preview .notice p{margin:.5em 0;padding:2px}
.ps-admin-preview .notice-success{border-left-color:#00a32a}
.ps-admin-preview .notice-info{border-left-color:#72aee6}
.ps-admin-preview table.widefat{border:1px solid #c3c4c7;border-spacing:0;width:100%;max-width:760px;background:#fff}
.ps-admin-preview .widefat th,.ps-admin-preview .widefat td{text-align:left;padding:8px 10px;border-bottom:1px solid #f0f0f1}
.ps-admin-preview .widefat thead th{border-bottom:1px solid #c3c4c7;font-weight:400}
.ps-admin-preview .widefat a{color:#2271b1;font-weight:600;text-decoration:none}
.ps-admin-preview code{background:#f0f0f1;padding:2px 4px;font-size:12px}
.ps-admin-preview label{cursor:pointer}
.ps-admin-preview .subsubsub{color:#646970;margin:0 0 8px}
</style>`;

/**
 * The style tweaks (rules built from a whitelist, see tweak-css.ts) as a style element both previews
 * carry, so the person sees a change at once; "" when there are none.
 */
function tweakStyle(tweakCss: string): string {
  const css = tweakCss.trim().replace(/<\/?style/gi, "");
  return css ? `\n<style data-plugsmith-tweaks>\n${css}\n</style>` : "";
}

/** The backend preview: the plugin's admin screens, one after the other. */
export function adminPreview(screens: readonly AdminScreen[], tweakCss = ""): string {
  const body = screens
    .map((screen) => `<div class="wrap">\n<h1>${escapeHtml(screen.title)}</h1>\n${screen.body}\n</div>`)
    .join("\n");
  return `<div class="ps-admin-preview">\n${ADMIN_STYLE}${tweakStyle(tweakCss)}\n${body}\n</div>`;
}

const SITE_STYLE = `<style>
.ps-site-preview{background:#fff;color:#1e1e1e;font:16px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",sans-serif;padding:24px;max-width:760px;margin:0 auto}
:where(.ps-site-preview) h1{font-size:2em;line-height:1.2;margin:0 0 .5em}
:where(.ps-site-preview) h2{font-size:1.4em;margin:1.2em 0 .5em}
:where(.ps-site-preview) p{margin:0 0 1em}
.ps-site-preview .ps-site-section{margin:0 0 32px}
</style>`;

/** The frontend preview: what visitors see, one section per block, in a plain theme. */
export function sitePreview(pageTitle: string, sections: readonly string[], css: string, tweakCss = ""): string {
  const body = sections.map((section) => `<section class="ps-site-section">\n${section}\n</section>`).join("\n");
  return `<div class="ps-site-preview">\n${SITE_STYLE}\n<style>\n${css.trim()}\n</style>${tweakStyle(tweakCss)}\n<h1>${escapeHtml(pageTitle)}</h1>\n${body}\n</div>`;
}

/** A row of a `form-table`, as the Settings API prints it. */
export function formRow(label: string, field: string, description?: string): string {
  // The row's label names its first control, as WordPress's own settings rows do (<label for>): a
  // control without a name is what screen readers (and axe, in the builder's preview) stumble on.
  const id = `row-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
  const control = /<(input|select|textarea)\b(?![^>]*\sid=)/i;
  const labelled = control.test(field) ? field.replace(control, (tag) => `${tag} id="${id}"`) : null;
  const head = labelled === null ? escapeHtml(label) : `<label for="${id}">${escapeHtml(label)}</label>`;
  return `<tr><th scope="row">${head}</th><td>${labelled ?? field}${description ? `<p class="description">${escapeHtml(description)}</p>` : ""}</td></tr>`;
}

/** A settings form in the WordPress admin look. */
export function settingsForm(rows: readonly string[], button = "Save Changes"): string {
  return `<form method="post" action="#">\n<table class="form-table" role="presentation"><tbody>\n${rows.join("\n")}\n</tbody></table>\n<p class="submit"><button type="submit" class="button button-primary">${escapeHtml(button)}</button></p>\n</form>`;
}

/**
 * A form's success notice in the site preview (`text` is HTML): hidden until the mock form beside it is
 * sent, as the plugin prints it only after a real send (the preview runtime shows it, runtime-script.ts).
 */
export function sentNotice(classes: string, text: string): string {
  return `<div class="${classes}" role="status" ${MOCK_SENT_ATTRIBUTE} hidden>${text}</div>`;
}
