import { describe, expect, it } from "vitest";
import { activationFailure, activationFailureText, plainText, readActivation } from "./run-gate";

// WordPress writes its errors and notices as HTML; a finding is text (issue #32): the words stay, a
// link keeps its address, tags go, entities are decoded. No WordPress is started here.

describe("[WORDPRESS][FINDINGS] WordPress's HTML as plain text", () => {
  it("turns WordPress's refusal and a _doing_it_wrong notice into words", () => {
    expect(plainText("<p><strong>Error:</strong> Current WordPress version (6.5.5) does not meet minimum requirements for Late. The plugin requires WordPress 7.0.</p>")).toBe(
      "Error: Current WordPress version (6.5.5) does not meet minimum requirements for Late. The plugin requires WordPress 7.0.",
    );
    expect(
      plainText(
        'Function add_option was called <strong>incorrectly</strong>. Please see <a href="https://developer.wordpress.org/advanced-administration/debug/debug-wordpress/">Debugging in WordPress</a> for more information. (This message was added in version 2.3.0.)',
      ),
    ).toBe("Function add_option was called incorrectly. Please see Debugging in WordPress (https://developer.wordpress.org/advanced-administration/debug/debug-wordpress/) for more information. (This message was added in version 2.3.0.)");
    expect(plainText("<p>One</p><p>Two<br>Three</p>")).toBe("One Two Three");
    expect(plainText("Tom &amp; Jerry&#8217;s &lt;b&gt; &hellip; &#x2014; &unknown;")).toBe("Tom & Jerry’s <b> … — &unknown;");
  });

  it("reads activation's answer: WordPress's error as text, and a wp_die page's words when there is no answer", () => {
    expect(readActivation('{"error":"<p><strong>Error:<\\/strong> needs <code>woocommerce<\\/code>.<\\/p>","active":false}')).toEqual({ error: "Error: needs woocommerce.", active: false });
    expect(readActivation('{"error":null,"active":true}')).toEqual({ error: null, active: true });
    expect(readActivation(null)).toBeNull();
    const page = '<!DOCTYPE html><html><head><title>WordPress &rsaquo; Error</title><style>body{color:red}</style></head><body id="error-page"><div class="wp-die-message"><p>Needs <strong>PHP 8.1</strong>.</p></div></body></html>';
    expect(readActivation(page)).toEqual({ error: "it stopped WordPress with this message: Needs PHP 8.1.", active: false });
  });

  it("gives each activation failure a text key (issue #34 item 13) carrying WordPress's or PHP's own words", () => {
    const page = '<html><body><p>Needs <strong>PHP 8.1</strong>.</p></body></html>';
    const cases: Array<[{ error: string | null; active: boolean } | null, string | null, object | null]> = [
      [readActivation(page), null, { key: "wp.activation.stopped", values: { detail: "Needs PHP 8.1." } }],
      [readActivation("<html><body></body></html>"), null, { key: "wp.activation.stopped-silent" }],
      [{ error: "Error: needs woocommerce.", active: false }, null, { key: "wp.activation.refused", values: { detail: "Error: needs woocommerce." } }],
      [{ error: null, active: false }, null, { key: "wp.activation.self-deactivated" }],
      [null, "Call to undefined function x()", { key: "wp.activation.fatal", values: { detail: "Call to undefined function x()" } }],
      [null, null, { key: "wp.activation.no-message" }],
      [{ error: null, active: true }, null, null],
    ];
    for (const [activated, fatal, text] of cases) {
      expect(activationFailureText(activated, fatal)).toEqual(text);
      // The English message and the text are about the same failure: both or neither.
      expect(activationFailure(activated, fatal) === null).toBe(text === null);
    }
  });
});
