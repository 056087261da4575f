import type { PhpNode } from "../php-ast";
import { codeStringFinding } from "./code-strings";
import { setCookieFinding } from "./cookies";
import { networkFinding } from "./network-calls";
import type { Scope } from "./php-scope";
import { requestCallableFinding } from "./request-callables";
import { type Flow, newFlow, requestParameters, walkFlow } from "./request-flow";
import { requestIncludeFinding } from "./request-include";
import type { ReviewFinding } from "./review-rules";

// What a plugin does, judged before it may be shown to everyone (issue #30 item 6): code named by the
// request, code in strings, cookies, and connections of its own. Each rule's words, one of which any file
// it can fire on spells (a variable function `$f(` among them), so the other files are not walked.
const REQUEST_WORDS = /\$_(?:GET|POST|REQUEST|COOKIE|SERVER|FILES)\b|\$GLOBALS\b|php:\/\/input|getallheaders|apache_request_headers|filter_input|WP_REST_Request|->\s*get_(?:param|params|json_params|body_params|query_params|url_params|file_params|body|header|headers)\b/i;
const BEHAVIOUR_WORDS =
  /\b(?:assert|preg_replace|preg_filter|mb_ereg_replace|mb_eregi_replace|setcookie|setrawcookie|set-cookie|fsockopen|pfsockopen|stream_socket_\w+|socket_\w+|ftp_\w*connect|mysqli\w*|mysql_\w*connect|pg_p?connect|pdo|soapclient|curl_\w+|mail)\b/i;
const DYNAMIC_CALL = /\$\w+\s*\(|call_user_func|forward_static_call/i;

type Check = (node: PhpNode, flow: Flow) => ReviewFinding | null;

/** The behaviour rules' findings in one parsed file, each scope walked once for all of them. */
export function behaviourFindings(source: string, scopes: () => Scope[]): ReviewFinding[] {
  const readsRequest = REQUEST_WORDS.test(source);
  const checks: Check[] = [];
  if (readsRequest) checks.push(requestCallableFinding, requestIncludeFinding);
  // A variable function or a callback runner can assemble any function's name: those files get every rule.
  if (BEHAVIOUR_WORDS.test(source) || DYNAMIC_CALL.test(source)) checks.push(codeStringFinding, setCookieFinding, networkFinding);
  else if (readsRequest) checks.push(codeStringFinding);
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
