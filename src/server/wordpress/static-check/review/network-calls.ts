import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { isPhpNode, lineOf } from "../../php-ast";
import { identifierName } from "./php-scope";
import { functionsRun } from "./request-callables";
import type { Flow } from "./request-flow";
import type { ReviewFinding, ReviewRule } from "./review-rules";

interface NetworkRule {
  rule: ReviewRule & ("raw-network" | "own-database" | "wp.http-api" | "wp.mail");
  severity: ReviewFinding["severity"];
  message: (what: string) => string;
}

const RAW_NETWORK: NetworkRule = {
  rule: "raw-network",
  severity: "error",
  message: (what) =>
    `Opens its own network connection with ${what}, outside WordPress's HTTP API: it bypasses the site's proxy, SSL and timeout settings, and from a server it can reach machines that should be out of reach. Use wp_remote_get() / wp_remote_post() (wp_safe_remote_get() for a URL a person typed).`,
};
const OWN_DATABASE: NetworkRule = {
  rule: "own-database",
  severity: "error",
  message: (what) =>
    `Opens its own database connection with ${what}. A WordPress plugin uses the site's database through $wpdb ($wpdb->prepare(), $wpdb->get_results(), $wpdb->insert()), with the site's credentials and table prefix; a connection of its own can reach other databases on the server.`,
};
const CURL: NetworkRule = {
  rule: "wp.http-api",
  severity: "warning",
  message: (what) => `Calls ${what} directly. WordPress plugins use the HTTP API (wp_remote_get(), wp_remote_post()), which follows the site's proxy, SSL and timeout settings and works where cURL is missing.`,
};
const MAIL: NetworkRule = {
  rule: "wp.mail",
  severity: "warning",
  message: (what) => `Sends e-mail with ${what} directly. Use wp_mail(), which goes through the site's mail settings (SMTP plugins, From address) and the wp_mail filters.`,
};

const FUNCTIONS = new Map<string, NetworkRule>([
  ...["fsockopen", "pfsockopen", "stream_socket_client", "stream_socket_server", "socket_create", "socket_create_listen", "socket_connect", "ftp_connect", "ftp_ssl_connect"].map((name) => [name, RAW_NETWORK] as const),
  ...["mysqli_connect", "mysqli_real_connect", "mysqli_init", "mysql_connect", "mysql_pconnect", "pg_connect", "pg_pconnect"].map((name) => [name, OWN_DATABASE] as const),
  ...["curl_init", "curl_exec", "curl_multi_init", "curl_multi_exec"].map((name) => [name, CURL] as const),
  ["mail", MAIL],
]);
const CLASSES = new Map<string, NetworkRule>([
  ["soapclient", RAW_NETWORK],
  ["mysqli", OWN_DATABASE],
  ["pdo", OWN_DATABASE],
]);

/**
 * raw-network and own-database (errors, which keep a plugin out of the public gallery), wp.http-api and
 * wp.mail (warnings): connections a plugin opens itself instead of through WordPress. Sockets, SOAP and
 * database connections are how issue #30's probe reached services on the server; cURL and mail() are common
 * in respected plugins and only a matter of WordPress practice, so they are warnings. A class that extends
 * SoapClient, mysqli or PDO counts where it is declared.
 */
export function networkFinding(node: PhpNode, flow: Flow): ReviewFinding | null {
  let rule: NetworkRule | undefined;
  let what = "";
  let extended: string | null = null;
  if (node.kind === "call") {
    const name = functionsRun(node, flow).find((n) => FUNCTIONS.has(n));
    if (name) [rule, what] = [FUNCTIONS.get(name), `${name}()`];
  } else if (node.kind === "new" && isPhpNode(node.what) && node.what.kind === "name") {
    const name = lastSegment(node.what);
    if (name && CLASSES.has(name.toLowerCase())) [rule, what] = [CLASSES.get(name.toLowerCase()), `new ${name}`];
  } else if (node.kind === "class" && isPhpNode(node.extends)) {
    const name = lastSegment(node.extends);
    if (name && CLASSES.has(name.toLowerCase())) [rule, what, extended] = [CLASSES.get(name.toLowerCase()), `a class extending ${name}`, name];
  }
  if (!rule) return null;
  const text = extended === null ? findingText(rule.rule, { what }) : findingText(`${rule.rule}.extends`, { name: extended });
  return { rule: rule.rule, severity: rule.severity, line: lineOf(node), message: rule.message(what), text };
}

function lastSegment(name: PhpNode): string | null {
  return identifierName(name)?.split("\\").pop() ?? null;
}
