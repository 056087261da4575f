import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { WORDPRESS_CHECK_TIMEOUT } from "../support/e2e-env";
import { expect, signUpViaApi, test } from "./fixtures";
import { screenshotsAt } from "./screenshots";

// [LANGUAGE] (issue #34 item 13): a person who switches the app to Swedish gets the offline generator's reply in
// Swedish (its framing and the tasks' and blocks' own lines), and the check's findings worded in Swedish, the review's
// and WordPress's own (a PHP warning), in the builder.

const GENERATION_TIMEOUT = 30_000;

async function waitForTurnToFinish(page: Page) {
  await expect(page.getByRole("button", { name: "Stoppa", exact: true })).toHaveCount(0, { timeout: GENERATION_TIMEOUT });
  await expect(page.getByRole("textbox", { name: "Meddelande" })).toBeEnabled();
}

/** A new person who switches the app to Swedish in the header; the account remembers the choice. */
async function signUpInSwedish(page: Page) {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/");
  // Signed in (the header links to the dashboard): the switcher saves the choice on the account too.
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/me") && response.request().method() === "PATCH");
  await page.getByRole("banner").getByRole("button", { name: "Svenska" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
}

test("[LANGUAGE][BUILDER]: in Swedish, the generator's reply framing and a finding are Swedish", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  // The header's switcher: the app turns Swedish and the account remembers it.
  await signUpInSwedish(page);

  await page.goto("/builder");
  await page.getByRole("textbox", { name: "Meddelande" }).fill("a greeting shortcode");
  await page.getByRole("button", { name: "Skicka", exact: true }).click();
  await expect(page).toHaveURL(/\/builder\?id=[\w-]+$/, { timeout: GENERATION_TIMEOUT });
  await waitForTurnToFinish(page);
  const reply = page.getByTestId("assistant-message").first();
  await expect(reply).toContainText("Det här svaret kommer från Plugsmiths offlinegenerator");
  await expect(reply).toContainText('Den byggde "Greeting Shortcode" 1.0.0');
  await expect(reply).toContainText("Så använder du det:");
  await expect(reply).not.toContainText("This answer comes from");

  // A hand edit adds a function without the plugin's prefix: the review finds it, and says so in Swedish.
  const pluginId = new URL(page.url()).searchParams.get("id")!;
  const headers = { Origin: baseURL! };
  const detail = await (await page.request.get(`/api/plugins/${pluginId}`)).json();
  const main = Object.keys(detail.files).find((path: string) => /Plugin Name:/.test(detail.files[path]))!;
  const edit = await page.request.post(`/api/plugins/${pluginId}/files`, {
    headers,
    data: { baseVersion: 1, changes: [{ op: "write", path: main, content: `${detail.files[main]}\nfunction get_data() {\n\treturn 1;\n}\n` }] },
  });
  expect(edit.status(), await edit.text()).toBe(200);

  await page.reload();
  await page.getByRole("tab", { name: "Historik" }).click();
  const report = page.getByTestId("version-checks");
  const finding = report.getByTestId("check-finding").filter({ hasText: "get_data" });
  await expect(finding).toContainText("Funktionen get_data har inget eget prefix för pluginet och kan krocka med ett annat plugins", { timeout: GENERATION_TIMEOUT });
  await expect(finding).not.toContainText("has no prefix");
  await page.screenshot({ path: testInfo.outputPath("language-finding-1280.png"), fullPage: false });

  await page.getByRole("tab", { name: "Förhandsvisning" }).click();
  // The reply's opening in view in the chat's own scroll area; the page itself stays at its top.
  await reply.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: testInfo.outputPath("language-reply-1280.png"), fullPage: false });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(reply).toContainText("Det här svaret kommer från Plugsmiths offlinegenerator");
  // The reply's opening in view in the chat's own scroll area; the page itself stays at its top.
  await reply.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: testInfo.outputPath("language-reply-375.png"), fullPage: false });
  // On a phone the workspace is a pane of its own.
  await page.getByRole("tablist", { name: "Byggarens paneler" }).getByRole("tab", { name: "Förhandsvisning" }).click();
  await page.getByRole("tab", { name: "Historik" }).click();
  await expect(page.getByTestId("check-finding").filter({ hasText: "get_data" })).toContainText("Funktionen get_data");
  await page.screenshot({ path: testInfo.outputPath("language-finding-375.png"), fullPage: false });
});

const SHOTS = "/tmp/shots-swedish";

test("[LANGUAGE][RUNTIME]: in Swedish, a catalogue task's reply and a PHP warning from WordPress's check are Swedish", async ({ page, baseURL, allowConsoleError }, testInfo) => {
  // The hand edit below makes the plugin warn on every request; in the live preview, WordPress's dashboard widget
  // request (admin-ajax.php) then answers 500 inside the preview frame, and only there. CI showed it.
  allowConsoleError(/the server responded with a status of 500/);
  test.setTimeout(2 * WORDPRESS_CHECK_TIMEOUT);
  mkdirSync(SHOTS, { recursive: true });
  await signUpInSwedish(page);

  await page.goto("/builder");
  await page.getByRole("textbox", { name: "Meddelande" }).fill("Show the estimated reading time on posts");
  await page.getByRole("button", { name: "Skicka", exact: true }).click();
  await expect(page).toHaveURL(/\/builder\?id=[\w-]+$/, { timeout: GENERATION_TIMEOUT });
  await waitForTurnToFinish(page);
  const reply = page.getByTestId("assistant-message").first();
  // The task's own lines, not only the sentences around them.
  await expect(reply).toContainText('Jag byggde "Reading Time" 1.0.0');
  await expect(reply).toContainText("Lästid på inlägg");
  await expect(reply).toContainText('Varje inlägg visar "N min read" ovanför innehållet');
  await expect(reply).toContainText("Så ser du att det fungerar:");
  await expect(reply).toContainText("läshastighet (ord per minut): 200");
  await expect(reply).not.toContainText("Each post shows");
  await expect(reply).not.toContainText("How to see it working");

  // A hand edit reads an undefined variable on every request: WordPress's check finds PHP's warning.
  const pluginId = new URL(page.url()).searchParams.get("id")!;
  const headers = { Origin: baseURL! };
  await expect
    .poll(async () => (await (await page.request.get(`/api/plugins/${pluginId}/versions/1/check`)).json()).runtime.status, { timeout: WORDPRESS_CHECK_TIMEOUT })
    .not.toBe("pending");
  const detail = await (await page.request.get(`/api/plugins/${pluginId}`)).json();
  const main = Object.keys(detail.files).find((path: string) => /Plugin Name:/.test(detail.files[path]))!;
  const extra = main.replace(/[^/]+$/, "sloppy-notice.php");
  const edit = await page.request.post(`/api/plugins/${pluginId}/files`, {
    headers,
    data: {
      baseVersion: 1,
      changes: [
        { op: "write", path: extra, content: "<?php\ndefined( 'ABSPATH' ) || exit;\n\nfunction sloppy_notice_text() {\n\treturn 'Hello ' . $sloppy_name;\n}\n" },
        { op: "write", path: main, content: `${detail.files[main]}\nrequire_once __DIR__ . '/sloppy-notice.php';\nadd_action( 'init', 'sloppy_notice_text' );\n` },
      ],
    },
  });
  expect(edit.status(), await edit.text()).toBe(200);

  await page.reload();
  await page.getByRole("tab", { name: "Historik" }).click();
  const report = page.getByTestId("version-checks");
  await expect(report).toHaveAttribute("data-status", "failed", { timeout: WORDPRESS_CHECK_TIMEOUT });
  const finding = report.getByTestId("check-file").filter({ hasText: "sloppy-notice.php" }).getByTestId("check-finding").first();
  // Swedish around PHP's own words, which stay as PHP wrote them.
  await expect(finding).toContainText(/PHP-varning (?:vid aktivering|på adminpanelen|på dess adminsida|på en sida som visar)/);
  await expect(finding).toContainText("Undefined variable $sloppy_name");
  await expect(finding).not.toContainText("PHP Warning");
  await finding.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/runtime-finding-1280.png`, fullPage: false });
  await page.screenshot({ path: testInfo.outputPath("runtime-finding-1280.png"), fullPage: false });

  await page.getByRole("tab", { name: "Förhandsvisning" }).click();
  await reply.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${SHOTS}/task-reply-1280.png`, fullPage: false });

  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone the chat is a pane of its own.
  await page.getByRole("tablist", { name: "Byggarens paneler" }).getByRole("tab", { name: "Chatt" }).click();
  await expect(reply).toContainText("Lästid på inlägg");
  await reply.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${SHOTS}/task-reply-375.png`, fullPage: false });
  await page.getByRole("tablist", { name: "Byggarens paneler" }).getByRole("tab", { name: "Förhandsvisning" }).click();
  await page.getByRole("tab", { name: "Historik" }).click();
  const phoneFinding = page.getByTestId("check-file").filter({ hasText: "sloppy-notice.php" }).getByTestId("check-finding").first();
  await expect(phoneFinding).toContainText("PHP-varning");
  await phoneFinding.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/runtime-finding-375.png`, fullPage: false });
});

test("[LANGUAGE][EARLY_CHOICE]: Svenska chosen before the account has loaded is still saved on the account", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  // The account's answer is held back until the choice is made.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/me", async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  await page.goto("/");
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/me") && response.request().method() === "PATCH");
  await page.getByRole("banner").getByRole("button", { name: "Svenska" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  release();
  // Before the fix no PATCH was sent at all: the switcher saw no account when it was clicked.
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ language: "sv" });
});

// A request value printed as it came: fixed without a model (the file only declares a function, so no ABSPATH finding).
const UNGUARDED = `<?php
/**
 * Plugin Name: Echo Back
 */
function echo_back_page() {
	?><input name="q" value="<?php echo $_GET['q']; ?>"><?php
}
`;

test("[LANGUAGE][IMPORT_FIX]: in Swedish, an import's prompt and summary and a fix's prompt are Swedish; what is stored stays English", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpInSwedish(page);
  const headers = { Origin: baseURL! };
  const imported = await page.request.post("/api/plugins/import", {
    headers,
    multipart: { file: { name: "echo-back.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync({ "echo-back/echo-back.php": strToU8(UNGUARDED) })) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const importedId = (await imported.json()).plugin.id as string;
  const stored = (await (await page.request.get(`/api/plugins/${importedId}/versions`)).json()) as unknown;
  expect(JSON.stringify(stored)).toContain("Imported echo-back.zip");

  await page.goto(`/plugin-editor?id=${importedId}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByTestId("user-message").first()).toContainText("Importerade echo-back.zip");
  await expect(page.getByTestId("assistant-message").first()).toContainText("Importerade 1 fil.");
  await page.getByRole("tab", { name: "Historik" }).click();
  await expect(page.getByTestId("version-item").first()).toContainText("Importerade echo-back.zip");
  await expect(page.getByTestId("version-item").first()).not.toContainText("Imported");
  const report = page.getByTestId("version-checks");
  const fix = report.getByRole("button", { name: "Åtgärda", exact: true });
  await expect(fix).toBeVisible({ timeout: 30_000 });
  await screenshotsAt(page, SHOTS, "import-history");

  await fix.click();
  await expect(page).not.toHaveURL(new RegExp(importedId), { timeout: 30_000 });
  await expect(page.getByTestId("user-message").last()).toContainText("Åtgärda utan AI-modell: 1 fynd i echo-back.php");
  await expect(page.getByTestId("user-message").last()).not.toContainText("Fix without a model");
  await screenshotsAt(page, SHOTS, "fix-prompt");
});
