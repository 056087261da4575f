import type { PhpNode } from "../../php-ast";
import type { DangerousCall, UnescapedEcho } from "../security-scan";
import { abspathGuardFindings, type DirectStep, directRunSteps } from "./abspath-guard";
import { behaviourFindings } from "./behaviour-rules";
import { capabilityFindings, restPermissionFindings } from "./capabilities";
import { escapeOutputFinding } from "./escape-output";
import { forbiddenFunctionFindings } from "./forbidden-functions";
import { inputSanitizeFindings, inputUnslashFindings } from "./input-sanitize";
import { nonceFindings } from "./nonces";
import { forgetTree, handlersOf, type Scope, scopesOf } from "./php-scope";
import { preparedSqlFindings } from "./prepared-sql";
import { globalNamesIn } from "./prefix";
import { registerSettingFindings } from "./register-setting";
import type { GlobalName, ReviewFinding } from "./review-rules";
import { safeRedirectFindings } from "./safe-redirect";

export interface PhpFileReview {
  /** By line. */
  findings: ReviewFinding[];
  /** For wp.prefix, which needs the whole plugin (its slug and every file's names). */
  globals: GlobalName[];
  /** For wp.abspath-guard across the plugin's files (direct-access.ts). */
  directRun: DirectStep[];
}

/**
 * The security review of one parsed PHP file, modelled on WordPress Coding Standards and Plugin Check.
 * The dangerous calls and unescaped output are found by security-scan.ts from the same parse and passed in.
 */
export function reviewPhpFile(ast: PhpNode, source: string, dangerous: readonly DangerousCall[], unescaped: readonly UnescapedEcho[]): PhpFileReview {
  try {
    return reviewTree(ast, source, dangerous, unescaped);
  } finally {
    forgetTree();
  }
}

function reviewTree(ast: PhpNode, source: string, dangerous: readonly DangerousCall[], unescaped: readonly UnescapedEcho[]): PhpFileReview {
  // Each rule needs words PHP spells one way (a superglobal, $wpdb, a function name); most files of a
  // large plugin have none of them, and walking their trees would cost as much again as parsing them.
  const has = (pattern: RegExp) => pattern.test(source);
  const readsRequest = has(/\$_(?:GET|POST|REQUEST|COOKIE|SERVER|FILES)\b/);
  const needsScopes = readsRequest || has(/\$wpdb\b|admin_post_|wp_ajax_/i);
  let allScopes: Scope[] | undefined;
  const scopesOnce = () => (allScopes ??= scopesOf(ast));
  const scopes = needsScopes ? scopesOnce() : [];
  const handlers = needsScopes ? handlersOf(ast, scopes) : [];
  const directRun = directRunSteps(ast);
  const findings = [
    ...(readsRequest ? nonceFindings(scopes, handlers) : []),
    ...capabilityFindings(scopes, handlers),
    ...(has(/register_rest_route/i) ? restPermissionFindings(ast) : []),
    ...(readsRequest ? inputSanitizeFindings(scopes) : []),
    ...(readsRequest ? inputUnslashFindings(ast) : []),
    ...unescaped.map(escapeOutputFinding),
    ...(has(/\$wpdb\b/) ? preparedSqlFindings(scopes) : []),
    ...abspathGuardFindings(directRun),
    ...(has(/register_setting/i) ? registerSettingFindings(ast) : []),
    ...forbiddenFunctionFindings(readsRequest && has(/unserialize/i) ? ast : null, dangerous),
    ...(readsRequest && has(/wp_redirect|header/i) ? safeRedirectFindings(scopes) : []),
    ...behaviourFindings(source, scopesOnce),
  ].sort((a, b) => a.line - b.line);
  return { findings, globals: has(/function|class|interface|trait|enum|const|define/i) ? globalNamesIn(ast, source) : [], directRun };
}
