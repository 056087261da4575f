import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, php, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 5 (blog idea "AI content suggestion assistant"), built from the blog's own prompt and
// run in a real WordPress: the settings page keeps the key masked, the REST route refuses visitors and
// people who may not edit the post, calls the provider server-side with the key (captured with
// pre_http_request: there is no internet), returns parsed suggestions, and the editor never sees the key.
const PROMPT =
  "Create an AI writing assistant plugin. Add a settings page where I enter an AI provider API key, the model name and a preferred tone. In the block editor, add a sidebar panel with buttons to suggest five titles, a 150-character meta description and an excerpt from the post content. Call the API server-side only, never exposing the key, and let me insert a suggestion with one click.";

const P = "ps_ai_writing_assistant_";
const OPTION = `${P}settings`;
const SETTINGS = "/wp-admin/options-general.php?page=ps-ai-writing-assistant-settings";
const ROUTE = "/ai-writing-assistant/v1/suggest";
const KEY = "sk-test-9f8e7d6c5b4a39281706f5e4d3c2b1a0Zz42";
const CONTENT =
  "<!-- wp:paragraph --><p>Lisbon rewards travellers who slow down. This guide covers where to stay in Alfama and Graça, which pastelarias open early, how to ride tram 28 without the queues, and five viewpoints that locals love at sunset.</p><!-- /wp:paragraph -->";

interface Outcome {
  status: number;
  data: { suggestions?: string[]; type?: string; code?: string; message?: string };
  sent: { url: string; method: string; headers: Record<string, string>; body: string } | null;
}

/**
 * PHP that asks the route as the current user once per entry of `asks` (suggestion type, the provider's
 * answer, its HTTP status), answering the provider call through pre_http_request, and echoes for each
 * the route's status and data and what was sent to the provider.
 */
function askAll(postId: string, asks: ReadonlyArray<readonly [type: string, answer: string, code?: number]>): string {
  const entries = asks.map(([type, answer, code = 200]) => `array( ${php(type)}, ${php(answer)}, ${code} )`).join(", ");
  return `
$outcomes = array();
foreach ( array( ${entries} ) as $ask ) {
	$sent    = null;
	$capture = function ( $pre, $args, $url ) use ( &$sent, $ask ) {
		$sent = array( 'url' => $url, 'method' => $args['method'], 'headers' => $args['headers'], 'body' => $args['body'] );
		$body = 200 === $ask[2]
			? array( 'choices' => array( array( 'message' => array( 'role' => 'assistant', 'content' => $ask[1] ) ) ) )
			: array( 'error' => array( 'message' => $ask[1] ) );
		return array(
			'headers'  => array( 'content-type' => 'application/json' ),
			'body'     => wp_json_encode( $body ),
			'response' => array( 'code' => $ask[2], 'message' => 'OK' ),
			'cookies'  => array(),
			'filename' => null,
		);
	};
	add_filter( 'pre_http_request', $capture, 10, 3 );
	$request = new WP_REST_Request( 'POST', ${php(ROUTE)} );
	$request->set_param( 'post_id', ${postId} );
	$request->set_param( 'type', $ask[0] );
	$response = rest_do_request( $request );
	remove_filter( 'pre_http_request', $capture, 10 );
	$outcomes[] = array( 'status' => $response->get_status(), 'data' => $response->get_data(), 'sent' => $sent );
}
echo wp_json_encode( $outcomes );`;
}

describe("[TEMPLATES][AI_ASSISTANT] AI writing assistant: masked key, editor sidebar, server-side provider call", () => {
  const reply = templateReply("ai-assistant", PROMPT);
  const files = reply.files;
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt and passes the review and the runtime gate with no findings", { timeout: 180_000 }, async () => {
    const main = files["ai-writing-assistant/ai-writing-assistant.php"]!;
    expect(main).toMatch(/Plugin Name:\s+AI Writing Assistant\n/);
    expect(main).toMatch(/Description:\s+Adds an AI writing assistant in the block editor\./);
    expect(Object.keys(files).sort()).toEqual([
      "ai-writing-assistant/ai-writing-assistant.php",
      "ai-writing-assistant/assets/ai-assistant-editor.css",
      "ai-writing-assistant/assets/ai-assistant-editor.js",
      "ai-writing-assistant/includes/ai-assistant-api.php",
      "ai-writing-assistant/includes/ai-assistant.php",
      "ai-writing-assistant/readme.txt",
      "ai-writing-assistant/uninstall.php",
    ]);
    // The sidebar: plain JS on the WordPress globals (no build step, no import), talking to our route only.
    const js = files["ai-writing-assistant/assets/ai-assistant-editor.js"]!;
    expect(js).toContain("wp.plugins.registerPlugin(");
    expect(js).toMatch(/wp\.editPost/);
    expect(js).toContain("PluginSidebar");
    expect(js).not.toMatch(/\bimport\b|require\(|https?:\/\/|api_key|Authorization/);
    expect(() => new Function(js)).not.toThrow();
    expect(files["ai-writing-assistant/includes/ai-assistant.php"]).toMatch(
      /wp_enqueue_script\(\s*'ps-ai-writing-assistant-editor',[\s\S]*?array\( 'wp-plugins', 'wp-edit-post', 'wp-editor', 'wp-element', 'wp-components', 'wp-data', 'wp-api-fetch', 'wp-i18n' \)/,
    );

    const gate = await qualityGate(files);
    expect(gate.review.findings).toEqual([]);
    expect(gate.review.status).toBe("passed");
    expect(gate.runtime.findings).toEqual([]);
    expect(gate.runtime.status).toBe("passed");
  });

  it("keeps the key on the server, refuses visitors, and suggests titles, a meta description and an excerpt through the provider", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(files));
    const s = site;

    // Settings through the real form: key, base URL, model, tone. The key is never printed back.
    const empty = await s.request(SETTINGS, { as: "admin" });
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("No key saved yet.");
    expect(empty.text).toContain('value="https://api.openai.com/v1"');
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(empty.text)![1]!;
    const save = (fields: Record<string, string>) =>
      s.request("/wp-admin/options.php", { as: "admin", form: { option_page: `${P}settings_group`, action: "update", _wpnonce: nonce, _wp_http_referer: SETTINGS, ...fields } });
    expect(
      (await save({ [`${OPTION}[api_key]`]: KEY, [`${OPTION}[base_url]`]: "https://llm.example.test/v1/", [`${OPTION}[model]`]: "test-model-1", [`${OPTION}[tone]`]: "playful" })).status,
    ).toBe(302);
    const saved = await s.request(SETTINGS, { as: "admin" });
    expect(saved.text).not.toContain(KEY);
    expect(saved.text).not.toContain(KEY.slice(3, -4));
    expect(saved.text).toContain("sk-••••••••••••Zz42");
    expect(saved.text).toMatch(/<input type="password"[^>]*name="ps_ai_writing_assistant_settings\[api_key\]" value=""/);
    expect(saved.text).toMatch(/<option value="playful"\s+selected='selected'>/);
    // Saving again with the key field left empty keeps the key.
    await save({ [`${OPTION}[api_key]`]: "", [`${OPTION}[base_url]`]: "https://llm.example.test/v1", [`${OPTION}[model]`]: "test-model-1", [`${OPTION}[tone]`]: "playful" });
    const prepared = JSON.parse(
      await s.php(
        `echo wp_json_encode( array( 'settings' => get_option( '${OPTION}' ), 'post' => wp_insert_post( array( 'post_title' => 'Lisbon notes', 'post_content' => ${php(CONTENT)}, 'post_status' => 'draft' ) ) ) );`,
      ),
    ) as { settings: Record<string, string>; post: number };
    expect(prepared.settings).toEqual({ api_key: KEY, base_url: "https://llm.example.test/v1", model: "test-model-1", tone: "playful" });
    const postId = String(prepared.post);
    expect(postId).toMatch(/^[1-9]\d*$/);

    // Visitors are refused.
    const visitor = await s.request(`/?rest_route=${ROUTE}`, { method: "POST", body: JSON.stringify({ post_id: Number(postId), type: "titles" }), headers: { "content-type": "application/json" } });
    expect([401, 403]).toContain(visitor.status);
    expect(visitor.text).not.toContain(KEY);

    // As the administrator: five titles (the key goes in the Authorization header to the configured
    // OpenAI-compatible URL), a meta description, an excerpt, and a provider error.
    const long = `"${"Discover Lisbon slowly with our guide to calm neighbourhoods, early pastries, tram 28 tricks and the sunset viewpoints locals keep to themselves ".repeat(2)}"`;
    // Then a contributor asks, who may not edit the administrator's post.
    const [asAdmin, asContributor] = (
      await s.php(
        `${askAll(postId, [
          ["titles", '1. A Slow Week in Lisbon\n2) "Lisbon Without the Queues"\n- **Five Viewpoints at Sunset**\n\n• Where Locals Eat Breakfast\nTram 28, Done Right\nA Sixth Title'],
          ["description", long],
          ["excerpt", "A calm week in Lisbon: where to stay, eat and watch the sunset."],
          ["titles", `Incorrect API key provided: ${KEY}`, 401],
        ])}
echo "\\n";
wp_set_current_user( wp_insert_user( array( 'user_login' => 'writer', 'user_pass' => wp_generate_password(), 'role' => 'contributor' ) ) );
${askAll(postId, [["titles", "x"]])}`,
      )
    ).split("\n");
    const [titles, description, excerpt, failed] = JSON.parse(asAdmin!) as [Outcome, Outcome, Outcome, Outcome];
    const [contributor] = JSON.parse(asContributor!) as [Outcome];
    expect(contributor.status).toBe(403);
    expect(contributor.sent).toBeNull();
    expect(titles.status).toBe(200);
    expect(titles.data.suggestions).toEqual([
      "A Slow Week in Lisbon",
      "Lisbon Without the Queues",
      "Five Viewpoints at Sunset",
      "Where Locals Eat Breakfast",
      "Tram 28, Done Right",
    ]);
    expect(titles.sent!.url).toBe("https://llm.example.test/v1/chat/completions");
    expect(titles.sent!.method).toBe("POST");
    expect(titles.sent!.headers.Authorization).toBe(`Bearer ${KEY}`);
    const body = JSON.parse(titles.sent!.body) as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe("test-model-1");
    expect(body.messages[0]!.content).toContain("playful tone");
    expect(body.messages[1]!.content).toContain("Suggest five different titles");
    expect(body.messages[1]!.content).toContain("five viewpoints that locals love at sunset");
    expect(body.messages[1]!.content).not.toMatch(/<p>|wp:paragraph/);

    // The meta description is cut to at most 150 characters at a word; the excerpt comes back whole.
    expect(description.status).toBe(200);
    const [meta] = description.data.suggestions!;
    expect([...meta!].length).toBeLessThanOrEqual(150);
    expect(meta).toMatch(/^Discover Lisbon slowly .*…$/);
    expect(JSON.parse(description.sent!.body).messages[1].content).toContain("at most 150 characters");
    expect(excerpt.data.suggestions).toEqual(["A calm week in Lisbon: where to stay, eat and watch the sunset."]);

    // A provider error is passed on without the key, even when the provider repeats it.
    expect(failed.status).toBe(502);
    expect(failed.data.message).toContain("The AI provider answered with an error (401)");
    expect(failed.data.message).not.toContain(KEY);

    // The editor loads the sidebar with its dependencies and settings, never the key.
    const editor = await s.request(`/wp-admin/post.php?post=${postId}&action=edit`, { as: "admin" });
    expect(editor.status).toBe(200);
    expect(editor.text).toContain("ai-writing-assistant/assets/ai-assistant-editor.js");
    expect(editor.text).toContain("ai-writing-assistant/assets/ai-assistant-editor.css");
    expect(editor.text).toMatch(/wp-includes\/js\/dist\/plugins(\.min)?\.js/);
    expect(editor.text).toMatch(/wp-includes\/js\/dist\/edit-post(\.min)?\.js/);
    expect(editor.text).toContain(`window.${P}editor_data = {`);
    expect(editor.text).toContain(`"route":"\\/ai-writing-assistant\\/v1\\/suggest"`);
    expect(editor.text).toContain('"hasKey":true');
    expect(editor.text).toContain('"canStoreMeta":true');
    expect(editor.text).not.toContain(KEY);
    expect(editor.text).not.toContain(KEY.slice(8, 30));

    // One-click insert of the meta description saves post meta through the REST API; the site prints it.
    const updated = JSON.parse(
      await s.php(
        `$request = new WP_REST_Request( 'POST', '/wp/v2/posts/${postId}' ); $request->set_param( 'meta', array( '_${P}meta_description' => ${php(meta!)} ) ); $request->set_param( 'status', 'publish' ); $response = rest_do_request( $request ); echo wp_json_encode( array( 'status' => $response->get_status(), 'meta' => get_post_meta( ${postId}, '_${P}meta_description', true ), 'path' => wp_make_link_relative( get_permalink( ${postId} ) ) ) );`,
      ),
    ) as { status: number; meta: string; path: string };
    expect(updated).toEqual({ status: 200, meta, path: expect.stringMatching(/^\//) });
    const page = await s.request(updated.path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<meta name="description" content="${meta!.replace(/&/g, "&amp;")}" />`);

    expect(s.phpErrors()).toEqual([]);
  });

  it("restyles its sidebar's buttons in a follow-up turn, and still passes the review", { timeout: 60_000 }, () => {
    const next = generateReply("Make the buttons larger", files);
    const css = next.files["ai-writing-assistant/assets/ai-assistant-editor.css"];
    expect(css).toBeDefined();
    expect(css).not.toBe(files["ai-writing-assistant/assets/ai-assistant-editor.css"]);
    expect(css).toMatch(/\.ps-ai-writing-assistant-sidebar \.ps-ai-writing-assistant-sidebar__button[^{]*\{[^}]*font-size/);
    expect(checkPluginFiles({ ...files, ...next.files }).findings).toEqual([]);
  });
});
