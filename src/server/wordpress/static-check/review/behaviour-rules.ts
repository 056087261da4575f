import type { PhpNode } from "../../php-ast";
import { codeStringFinding } from "./code-strings";
import { setCookieFinding } from "./cookies";
import { networkFinding } from "./network-calls";
import type { Scope } from "./php-scope";
import { requestCallableFinding } from "./request-callables";
import { type Flow, newFlow, requestParameters, walkFlow } from "./request-flow";
import { requestIncludeFinding } from "./request-include";
import type { ReviewFinding } from "./review-rules";

// What a plugin does, judged before it may be shown to everyone (issue #30 item 6): code named by the
// request, code in strings, cookies, and connections of its own. Each rule runs only on a file that spells
// what it looks for (most of a large plugin's files do not, and walking them would cost as much again as
// parsing them); a variable function (`$f(`) or a callback runner can assemble any function's name, so a
// file with one gets the rules about calls by name whatever it spells.
const REQUEST_WORDS = /\$_(?:GET|POST|REQUEST|COOKIE|SERVER|FILES)\b|\$GLOBALS\b|php:\/\/input|getallheaders|apache_request_headers|filter_input|WP_REST_Request|->\s*get_(?:param|params|json_params|body_params|query_params|url_params|file_params|body|header|headers)\b/i;
const DYNAMIC_CALL = /\$\w+\s*\(|call_user_func|forward_static_call/i;
const NAMED_BY_REQUEST = new RegExp(`${DYNAMIC_CALL.source}|\\]\\s*\\(|->\\s*[{$]|::\\s*[{$]|\\bnew\\s+\\$|\\$\\$|\\$\\{|\\b(?:array_map|array_filter|array_walk\\w*|array_reduce|u[ak]?sort|preg_replace_callback|mb_ereg_replace_callback|iterator_apply|register_\\w+_function|set_\\w+_handler|spl_autoload_register|ob_start|header_register_callback|add_action|add_filter|add_shortcode|fromCallable|Reflection(?:Function|Method))\\b`, "i");
const INCLUDES = /\b(?:include|require)(?:_once)?\b/i;
const CODE_STRINGS = /\b(?:assert|preg_replace|preg_filter|mb_eregi?_replace)\s*\(/i;
const COOKIES = /\bset(?:raw)?cookie\s*\(|set-cookie/i;
const CONNECTIONS = /\b(?:fsockopen|pfsockopen|stream_socket_(?:client|server)|socket_(?:create\w*|connect)|ftp_(?:ssl_)?connect|mysqli\w*|mysql_p?connect|pg_p?connect|pdo|soapclient|curl_\w+)\b|\bmail\s*\(/i;

type Check = (node: PhpNode, flow: Flow) => ReviewFinding | null;

/** The behaviour rules' findings in one parsed file, each scope walked once for all of them. */
export function behaviourFindings(source: string, scopes: () => Scope[]): ReviewFinding[] {
  const readsRequest = REQUEST_WORDS.test(source);
  const dynamic = DYNAMIC_CALL.test(source);
  const checks: Check[] = [];
  if (readsRequest && NAMED_BY_REQUEST.test(source)) checks.push(requestCallableFinding);
  if (readsRequest && INCLUDES.test(source)) checks.push(requestIncludeFinding);
  if (CODE_STRINGS.test(source) || dynamic) checks.push(codeStringFinding);
  if (COOKIES.test(source) || dynamic) checks.push(setCookieFinding);
  if (CONNECTIONS.test(source) || dynamic) checks.push(networkFinding);
  if (checks.length === 0) return [];
  const findings: ReviewFinding[] = [];
  const seeds = new Map<PhpNode, Set<string>>();
  for (const scope of scopes()) {
    const flow = newFlow([...requestParameters(scope.node), ...(seeds.get(scope.node) ?? [])]);
    walkFlow(scope.node, flow, (node, state) => {
      for (const check of checks) {
        const finding = check(node, state);
        if (finding) findings.push(finding);
      }
    }, seeds);
  }
  return findings;
}
