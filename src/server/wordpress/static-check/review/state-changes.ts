import type { PhpNode } from "../../php-ast";
import { calledFunctionName, isPhpNode, lineOf } from "../../php-ast";
import { identifierName, walkBody } from "./php-scope";

/** Changes to what the whole site sees: settings, content, terms, users, plugins and themes. */
const PRIVILEGED_FUNCTIONS = new Set([
  "update_option", "add_option", "delete_option", "update_site_option", "add_site_option", "delete_site_option",
  "wp_update_post", "wp_delete_post", "wp_trash_post", "wp_insert_term", "wp_update_term", "wp_delete_term",
  "wp_insert_user", "wp_update_user", "wp_delete_user", "wp_set_object_terms", "wp_delete_comment",
  "activate_plugin", "deactivate_plugins", "delete_plugins", "switch_theme",
]);

/** Also state changes, but ones a plugin may rightly let any signed-in person or visitor make. */
const OTHER_STATE_FUNCTIONS = new Set([
  "wp_insert_post", "update_post_meta", "add_post_meta", "delete_post_meta", "update_user_meta", "add_user_meta",
  "delete_user_meta", "update_term_meta", "add_term_meta", "delete_term_meta", "wp_insert_comment", "wp_mail",
  "wp_handle_upload", "media_handle_upload", "move_uploaded_file",
]);

const WPDB_WRITES = new Set(["insert", "update", "delete", "replace", "query"]);

export interface StateChange {
  line: number;
  privileged: boolean;
  /** A plugin's own flag set to a number written in the code (`update_option( 'x_show_notice', 0 )`): no input reaches it. */
  fixedOption: boolean;
}

const OPTION_WRITES = new Set(["update_option", "add_option", "update_site_option", "add_site_option"]);
const FLAG_VALUES = new Set(["number", "boolean", "nullkeyword"]);
/** WordPress's own flags that open the site to someone: setting one is never a small thing. */
const CORE_FLAGS = new Set([
  "users_can_register", "blog_public", "comment_registration", "comment_moderation", "comment_previously_approved",
  "require_name_email", "default_comment_status", "default_ping_status", "page_on_front", "page_for_posts", "default_category",
]);

/** The calls in a function body that change stored state (options, posts, meta, users, `$wpdb` writes, mail). */
export function stateChangesIn(body: PhpNode): StateChange[] {
  const changes: StateChange[] = [];
  walkBody(body, (node) => {
    if (node.kind !== "call") return;
    const name = calledFunctionName(node);
    if (name !== null) {
      if (PRIVILEGED_FUNCTIONS.has(name)) changes.push({ line: lineOf(node), privileged: true, fixedOption: OPTION_WRITES.has(name) && isPluginFlag(node) });
      else if (OTHER_STATE_FUNCTIONS.has(name)) changes.push({ line: lineOf(node), privileged: false, fixedOption: false });
      return;
    }
    const what = node.what;
    if (isPhpNode(what) && what.kind === "propertylookup" && isPhpNode(what.what) && what.what.kind === "variable" && what.what.name === "wpdb") {
      const method = identifierName(what.offset)?.toLowerCase();
      if (method && WPDB_WRITES.has(method)) changes.push({ line: lineOf(node), privileged: false, fixedOption: false });
    }
  });
  return changes;
}

function isPluginFlag(call: PhpNode): boolean {
  const [name, value] = Array.isArray(call.arguments) ? call.arguments.filter(isPhpNode) : [];
  return name?.kind === "string" && typeof name.value === "string" && !CORE_FLAGS.has(name.value) && value !== undefined && FLAG_VALUES.has(value.kind);
}
