import { fillTemplate } from "../catalogue/fill-template";
import { wordpressFile } from "../wordpress-files";

// The PHP a preview site runs beside the plugin: nothing here reaches a site a person keeps.

/** Where the mail catcher appends one JSON line per message the plugin sends. */
export const MAILS_FILE = "/tmp/plugsmith-mails.jsonl";

/**
 * A must-use plugin that catches every wp_mail() (WordPress 5.7+'s pre_wp_mail short-circuit): the
 * message is written to MAILS_FILE for the 'Mail sent by the plugin' drawer, and reported as sent.
 * Avatars are off (they would be fetched from the internet).
 */
export function mailCatcherMuPlugin(): string {
  return fillTemplate(wordpressFile("preview-sites/mu-plugins/mail-catcher.php"), "php", { params: { mails_file: MAILS_FILE } });
}
