import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { CREDITS, LIMITS, STORAGE } from "../../src/shared/constants";
import { E2E_BASE_URL, expect, signUpViaApi, test } from "./fixtures";
import { screenshotsAt } from "./screenshots";

// [EDITOR]: upload an existing plugin's ZIP (real upload progress, the summary card with its warning),
// edit a file by hand, let the AI change it (the first change moves to an '(Edited)' copy), find the copy
// on the dashboard, restore a version and download it. The server runs the offline generator.

const GENERATION_TIMEOUT = 30_000;
const WORDPRESS_TIMEOUT = 90_000;
const headers = { Origin: E2E_BASE_URL };
const SCREENSHOTS = "tests/.artifacts/editor-screenshots";
const UPLOAD_SCREENSHOTS = "tests/.artifacts/upload-screenshots";

const MAIN_PHP = `<?php
/**
 * Plugin Name: Reading Time Badge
 * Description: Shows an estimated reading time above every post.
 * Version: 2.3.1
 * Author: Ada Example
 */

defined( 'ABSPATH' ) || exit;

function rtb_reading_time( $content ) {
	$words   = str_word_count( wp_strip_all_tags( $content ) );
	$minutes = max( 1, (int) ceil( $words / 200 ) );
	return '<p class="rtb-badge">' . esc_html( sprintf( '%d min read', $minutes ) ) . '</p>' . $content;
}
add_filter( 'the_content', 'rtb_reading_time' );
`;

// eval on line 4: the summary's security warning names it.
const LEGACY_PHP = `<?php
// Kept from an old version.
function rtb_legacy( $code ) {
	return eval( $code );
}
`;

const CSS = ".rtb-badge { color: #555; }\n";
// A 1×1 PNG: shown as an image in the Code tab, never as text.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Text that does not compress (a fixed-seed generator): the upload takes long enough to show progress. */
function filler(bytes: number): string {
  let seed = 42;
  let text = "";
  while (text.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(97 + (seed % 26));
    if (text.length % 80 === 79) text += "\n";
  }
  return text;
}

/** A plugin ZIP built here, with one file the import skips (a shell script). */
function writePluginZip(): string {
  const zip = zipSync({
    "reading-time-badge/languages/notes.txt": [strToU8(filler(200 * 1024)), { level: 0 }],
    "reading-time-badge/reading-time-badge.php": strToU8(MAIN_PHP),
    "reading-time-badge/includes/legacy.php": strToU8(LEGACY_PHP),
    "reading-time-badge/assets/badge.css": strToU8(CSS),
    "reading-time-badge/assets/icon.png": new Uint8Array(PNG),
    "reading-time-badge/readme.txt": strToU8("=== Reading Time Badge ===\nShows the reading time.\n"),
    "reading-time-badge/tools/build.sh": strToU8("#!/bin/sh\necho build\n"),
  });
  const path = join(mkdtempSync(join(tmpdir(), "plugsmith-e2e-")), "reading-time-badge.zip");
  writeFileSync(path, zip);
  return path;
}

/** Records every value the upload's progress bar shows (the bar is gone once the summary is there). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const read = () =>
      document.querySelectorAll("[role=progressbar]").forEach((bar) => seen.push(Number(bar.getAttribute("aria-valuenow"))));
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

async function chooseFile(page: Page, path: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose ZIP file" }).click();
  await (await chooser).setFiles(path);
}

/** Waits until no turn is running: the message box is enabled again. */
async function waitForTurnToFinish(page: Page) {
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: GENERATION_TIMEOUT });
  await expect(page.getByRole("textbox", { name: "Message" })).toBeEnabled();
}

/** Types at the end of the file open in the code editor. */
async function typeAtEnd(page: Page, text: string) {
  const editor = page.getByTestId("code-editor").locator(".cm-content");
  // Near the top left: the middle of a wide file's content would scroll the editor sideways first.
  await editor.click({ position: { x: 8, y: 8 } });
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pluginFiles(page: Page, id: string): Promise<Record<string, string>> {
  return ((await (await page.request.get(`/api/plugins/${id}`)).json()) as { files: Record<string, string> }).files;
}

/** A plugin made in the builder through the API (one offline turn), opened in the editor's Code tab. */
async function openGeneratedPluginInEditor(page: Page): Promise<string> {
  const { id } = (await (await page.request.post("/api/plugins", { headers, data: {} })).json()) as { id: string };
  const turn = await page.request.post(`/api/plugins/${id}/generate`, { headers, data: { message: "a greeting shortcode" } });
  expect(await turn.text()).toContain("event: done");
  await page.goto(`/plugin-editor?id=${id}`);
  await page.getByRole("tab", { name: /Code/ }).click();
  await expect(page.getByTestId("code-editor")).toContainText("Plugin Name:");
  return id;
}

test("[EDITOR][FLOW]: upload a ZIP, edit a file by hand, an AI change makes the edited copy, restore and download", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  const zipPath = writePluginZip();

  // Upload state, from the dashboard's Edit Existing: title, quick-start guide, the drop zone.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Edit Existing" }).click();
  await expect(page).toHaveURL(/\/plugin-editor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Existing WordPress Plugin" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quick start" })).toBeVisible();
  await expect(page.getByText("A valid WordPress plugin ZIP, at most 10 MB.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await screenshot(page, "upload");

  // The file goes up with real progress (the browser's upload counts, on a slowed-down connection),
  // then the summary card: header fields, files, the warning.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const throttle = (uploadThroughput: number) =>
    cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
  await throttle(256 * 1024);
  const progress = await recordProgress(page);
  await chooseFile(page, zipPath);
  const summary = page.getByTestId("import-summary");
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await throttle(-1);
  const seen = await progress();
  expect(seen.some((value) => value > 0 && value < 100), `progress values ${seen.join(", ")}`).toBe(true);
  expect(seen).toContain(100);
  expect(seen).toEqual(seen.toSorted((a, b) => a - b));
  await expect(summary.getByRole("heading", { name: "Reading Time Badge" })).toBeVisible();
  await expect(summary.getByTestId("summary-version")).toHaveText("2.3.1");
  await expect(summary.getByTestId("summary-author")).toHaveText("Ada Example");
  await expect(summary).toContainText("Shows an estimated reading time above every post.");
  await expect(summary.getByTestId("summary-files")).toContainText("badge.css");
  await expect(summary.getByTestId("summary-files")).toContainText("legacy.php");
  await expect(summary.getByTestId("security-warning-icon")).toBeVisible();
  const warning = summary.getByTestId("security-warning");
  await expect(warning).toContainText("Security Warning: Potentially dangerous code patterns detected");
  await expect(warning).toContainText(/legacy\.php:4: eval/);
  await summary.getByTestId("summary-skipped").getByRole("button").click();
  await expect(summary.getByTestId("summary-skipped")).toContainText("build.sh");
  await screenshot(page, "summary");

  // A warning waits for the reader; Start editing opens the editing state.
  await summary.getByRole("button", { name: "Start editing" }).click();
  await expect(page).toHaveURL(/\/plugin-editor\?id=[\w-]+$/);
  const importedId = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByText("Plugin ready for editing")).toBeVisible();
  const header = page.locator("header").first();
  await expect(header.getByText("Editing Mode")).toBeVisible();
  await expect(header.getByRole("heading", { name: "Reading Time Badge" })).toBeVisible();
  await expect(header.getByTestId("plugin-version")).toHaveText("v2.3.1");
  await expect(header.getByRole("button", { name: "Download ZIP" })).toBeVisible();
  // The imported plugin runs in a real WordPress: its filter puts the reading time above the sample post.
  await expect(page.getByTestId("live-preview")).toContainText("Live WordPress · version 1", { timeout: WORDPRESS_TIMEOUT });
  await page.getByRole("button", { name: "Website", exact: true }).click();
  const wordpress = page.frameLocator('[data-testid="live-preview-frame"]');
  await expect(wordpress.locator(".rtb-badge").first()).toHaveText("1 min read", { timeout: WORDPRESS_TIMEOUT });
  await screenshot(page, "live-preview");

  // Code tab: folders from the paths; an image is shown as an image; the main file in the editor.
  await page.getByRole("tab", { name: /Code/ }).click();
  const tree = page.getByRole("navigation", { name: "Plugin files" });
  await expect(tree.getByRole("button", { name: "assets", exact: true })).toHaveAttribute("aria-expanded", "true");
  await tree.getByRole("button", { name: /icon\.png/ }).click();
  await expect(page.getByTestId("image-preview").getByRole("img")).toBeVisible();
  await expect(page.getByTestId("code-editor")).toHaveCount(0);

  // Edit the style sheet by hand: Tab inserts two spaces; unsaved marks; Ctrl+S saves it as a version.
  await tree.getByRole("button", { name: /badge\.css/ }).click();
  await expect(page.getByTestId("selected-file")).toContainText("badge.css");
  await typeAtEnd(page, "\n");
  await page.keyboard.press("Tab");
  await page.keyboard.type("/* bold badge */");
  await expect(page.getByTestId("save-dot")).toBeVisible();
  await expect(tree.getByTestId("modified-dot")).toHaveCount(1);
  await page.keyboard.press("Control+s");
  await expect(page.getByText("File saved")).toBeVisible();
  await expect(page.getByTestId("save-dot")).toHaveCount(0);
  const saved = Object.entries(await pluginFiles(page, importedId)).find(([path]) => path.endsWith("badge.css"))!;
  expect(saved[1]).toBe(`${CSS}\n  /* bold badge */`);
  await page.getByRole("tab", { name: "History" }).click();
  const versions = page.getByTestId("version-item");
  await expect(versions.first()).toContainText("Version 2");
  await expect(versions.first()).toContainText(/Edited \S*badge\.css by hand/);

  // The first AI change is saved on the '(Edited)' copy, made with it (issue #34), and the address moves there.
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("Add an admin notice");
  await message.press("Enter");
  await expect(page.getByText("Plugin Generated!")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByText("Editing mode activated")).toBeVisible();
  await expect(page.getByText("Your changes are now saved as a separate copy")).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(importedId));
  const copyId = new URL(page.url()).searchParams.get("id")!;
  await waitForTurnToFinish(page);

  // The dashboard: the upload under My Own Plugins with its Imported badge, the copy under Edited Plugins.
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const own = page.getByTestId("own-plugins").getByTestId("plugin-item").filter({ hasText: "Reading Time Badge" });
  await expect(own.getByText("Imported")).toBeVisible();
  await expect(own.getByRole("link", { name: "View Reading Time Badge" })).toHaveAttribute(
    "href",
    `/plugin-editor?id=${importedId}`,
  );
  const edited = page.getByTestId("edited-plugins").getByTestId("plugin-item");
  await expect(edited).toHaveCount(1);
  // The copy keeps its label after the AI's turn rewrote the main file (whose header names the original).
  await expect(edited.getByRole("link", { name: "View Reading Time Badge (Edited)", exact: true })).toBeVisible();
  await expect(edited.getByText("Imported")).toHaveCount(0);
  await edited.getByRole("link", { name: "View Reading Time Badge (Edited)", exact: true }).click();
  await expect(page).toHaveURL(`/plugin-editor?id=${copyId}`);

  // History on the copy: restore version 1 (really restores: a new current version).
  await page.getByRole("tab", { name: "History" }).click();
  await expect(versions).toHaveCount(2);
  await versions.nth(1).getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version restored")).toBeVisible();
  await page.getByRole("tab", { name: "History" }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Version 3");
  await expect(versions.first()).toContainText("Current version");
  await screenshot(page, "editing");

  // Download: the builder's dialog and rules (5 credits; 10 at sign-up, 1 turn spent).
  await page.getByRole("button", { name: "Download ZIP" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByTestId("download-balance")).toHaveText("Your balance: 9 credits");
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: `Download (${CREDITS.downloadCost} credits)` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByText("Plugin downloaded")).toBeVisible();
});

test("[EDITOR][UPLOAD_CHECKS]: a file that is not a ZIP, or too large, is refused before it is sent", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  const dir = mkdtempSync(join(tmpdir(), "plugsmith-e2e-"));
  const notZip = join(dir, "plugin.php");
  writeFileSync(notZip, "<?php\n");
  const tooLarge = join(dir, "huge.zip");
  writeFileSync(tooLarge, Buffer.alloc(LIMITS.uploadMaxBytes + 1));
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/plugins/import")) sent++;
  });

  await page.goto("/plugin-editor");
  // The reason stays in the drop zone (issue #34 item 12: a toast alone vanished before it was read);
  // choosing another file replaces it.
  const refused = page.getByTestId("drop-zone").getByRole("alert");
  await chooseFile(page, notZip);
  await expect(refused).toContainText("Invalid file type");
  await expect(refused).toContainText("Choose a .zip file.");
  await chooseFile(page, tooLarge);
  await expect(refused).toContainText("File too large");
  await expect(refused).toContainText("The ZIP file can be at most 10 MB.");
  await expect(refused).not.toContainText("Invalid file type");
  expect(sent).toBe(0);
  await screenshotsAt(page, UPLOAD_SCREENSHOTS, "drop-zone-too-large");
});

test("[EDITOR][UPLOAD_REFUSED]: the server's reason for refusing a ZIP is shown in its words", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  const path = join(mkdtempSync(join(tmpdir(), "plugsmith-e2e-")), "no-header.zip");
  writeFileSync(path, zipSync({ "p/p.php": strToU8("<?php\necho 'no header';\n") }));

  await page.goto("/plugin-editor");
  await chooseFile(page, path);
  const refused = page.getByTestId("drop-zone").getByRole("alert");
  await expect(refused).toContainText("Failed to load plugin", { timeout: 15_000 });
  await expect(refused).toContainText(/No valid WordPress plugin header found/);
  await screenshotsAt(page, UPLOAD_SCREENSHOTS, "drop-zone-not-a-plugin");
  // Still there long after a toast would have gone; a new file clears it.
  await page.waitForTimeout(5_000); // toasts last 4 s (components/ui/sonner.tsx)
  await expect(refused).toContainText("Failed to load plugin");
  const broken = join(mkdtempSync(join(tmpdir(), "plugsmith-e2e-")), "broken.zip");
  writeFileSync(broken, "PK\u0003\u0004 and then nothing"); // starts as a ZIP does, then breaks off
  await chooseFile(page, broken);
  await expect(refused).toContainText("Could not read ZIP file. Make sure it's a valid WordPress plugin.", { timeout: 15_000 });
  await expect(refused).not.toContainText("No valid WordPress plugin header found");
});

test("[EDITOR][UPLOAD_HANDOFF]: a ZIP without warnings opens in the editor by itself", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  const path = join(mkdtempSync(join(tmpdir(), "plugsmith-e2e-")), "clean.zip");
  writeFileSync(path, zipSync({ "clean/clean.php": strToU8("<?php\n/**\n * Plugin Name: Clean Plugin\n */\n") }));

  await page.goto("/plugin-editor");
  await chooseFile(page, path);
  await expect(page).toHaveURL(/\/plugin-editor\?id=[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByText("Plugin ready for editing")).toBeVisible();
  // The summary comes along into the editor: one line above the chat, the card on demand.
  const notice = page.getByTestId("imported-notice");
  await expect(notice).toContainText("Imported from clean.zip: 1 file");
  await notice.getByRole("button", { name: "Summary", exact: true }).click();
  await expect(notice.getByTestId("import-summary").getByRole("heading", { name: "Clean Plugin" })).toBeVisible();
  await expect(page.getByTestId("security-warning")).toHaveCount(0);
  await notice.getByRole("button", { name: "Close the import summary" }).click();
  await expect(notice).toHaveCount(0);
});

test("[EDITOR][LEAVE_GUARD]: unsaved hand edits hold back leaving, a turn and a restore", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  const id = await openGeneratedPluginInEditor(page);
  await typeAtEnd(page, "\n// unsaved");
  await expect(page.getByTestId("save-dot")).toBeVisible();

  // Closing or reloading the tab: the browser is asked to confirm.
  const prevented = await page.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);

  // Leaving inside the app waits for an answer: Stay keeps the edit.
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Leave without saving?" })).toBeVisible();
  await expect(dialog).toContainText("1 file has unsaved changes.");
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/plugin-editor?id=${id}`);
  await expect(page.getByTestId("code-editor")).toContainText("// unsaved");

  // An AI change would replace the files: refused until the edit is saved or discarded.
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("Add an admin notice");
  await message.press("Enter");
  await expect(page.getByText("You have unsaved changes")).toBeVisible();
  await expect(message).toHaveValue("Add an admin notice");
  await expect(page).toHaveURL(`/plugin-editor?id=${id}`);

  // Leave: the dashboard, and nothing was saved.
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(Object.values(await pluginFiles(page, id)).join("\n")).not.toContain("// unsaved");
});

test("[EDITOR][FILES]: add, rename and delete files; a stale save is refused with Reload", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  const id = await openGeneratedPluginInEditor(page);
  const tree = page.getByRole("navigation", { name: "Plugin files" });

  // Add: the path is checked here first, then saved at once.
  await page.getByRole("button", { name: "Add file" }).click();
  const dialog = page.getByRole("dialog");
  const path = dialog.getByRole("textbox", { name: "File path" });
  await path.fill("../outside.php");
  await dialog.getByRole("button", { name: "Create file" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Use a relative path");
  await path.fill("notes/todo.md");
  await dialog.getByRole("button", { name: "Create file" }).click();
  await expect(page.getByText("File added")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("selected-file")).toHaveText("notes/todo.md");

  // Rename it, then delete it (with a confirmation).
  await page.getByRole("button", { name: "Rename notes/todo.md" }).click();
  await path.fill("notes/ideas.md");
  await dialog.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("File renamed")).toBeVisible();
  await expect(tree.getByRole("button", { name: /ideas\.md/ })).toBeVisible();
  await page.getByRole("button", { name: "Delete notes/ideas.md" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete file" }).click();
  await expect(page.getByText("File deleted")).toBeVisible();
  await expect(tree.getByRole("button", { name: /ideas\.md/ })).toHaveCount(0);
  expect(Object.keys(await pluginFiles(page, id)).some((p) => p.startsWith("notes/"))).toBe(false);

  // Someone else (another tab) saves first: this save is refused in the server's words, Reload loads theirs.
  await typeAtEnd(page, "\n// mine");
  const files = await pluginFiles(page, id);
  const main = Object.keys(files).find((p) => files[p]!.includes("Plugin Name:"))!;
  const current = ((await (await page.request.get(`/api/plugins/${id}`)).json()) as { currentVersion: number }).currentVersion;
  const theirs = await page.request.post(`/api/plugins/${id}/files`, {
    headers,
    data: { changes: [{ op: "write", path: main, content: `${files[main]}\n// theirs\n` }], baseVersion: current },
  });
  expect(theirs.status()).toBe(200);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("The plugin has changed")).toBeVisible();
  await expect(page.getByText("This plugin changed since you opened it.")).toBeVisible();
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByTestId("code-editor")).toContainText("// theirs");
  await expect(page.getByTestId("code-editor")).not.toContainText("// mine");
  await expect(page.getByTestId("save-dot")).toHaveCount(0);
});

test("[EDITOR][SAVE_LIMIT]: past the hand edits a minute allows, a save is refused in plain words and nothing is lost", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  const id = await openGeneratedPluginInEditor(page);
  const files = await pluginFiles(page, id);
  const main = Object.keys(files).find((p) => files[p]!.includes("Plugin Name:"))!;
  // The minute's saves, made elsewhere (another tab, a script).
  for (let i = 1; i <= LIMITS.handEditsPerMinute; i++) {
    const current = ((await (await page.request.get(`/api/plugins/${id}`)).json()) as { currentVersion: number }).currentVersion;
    const edit = await page.request.post(`/api/plugins/${id}/files`, {
      headers,
      data: { changes: [{ op: "write", path: main, content: `${files[main]}\n// save ${i}\n` }], baseVersion: current },
    });
    expect(edit.status(), `save ${i}`).toBe(200);
  }
  await page.reload();
  await page.getByRole("tab", { name: /Code/ }).click();
  await expect(page.getByTestId("code-editor")).toContainText(`// save ${LIMITS.handEditsPerMinute}`);
  const before = await pluginFiles(page, id);

  await typeAtEnd(page, "\n// one too many");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saving too often")).toBeVisible();
  await expect(page.getByText(`You can save ${LIMITS.handEditsPerMinute} hand edits a minute.`)).toBeVisible();
  await screenshot(page, "save-limit");
  // The edit is still in the editor, unsaved; the server kept what it had.
  await expect(page.getByTestId("code-editor")).toContainText("// one too many");
  await expect(page.getByTestId("save-dot")).toBeVisible();
  expect(await pluginFiles(page, id)).toEqual(before);
});

test("[EDITOR][PRUNED]: a version past the history depth is listed without its files and cannot be restored", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  const id = await openGeneratedPluginInEditor(page);
  // Restores are free and each makes a version: version 1 drops out of the last STORAGE.versionsWithFiles.
  for (let i = 1; i <= STORAGE.versionsWithFiles; i++) {
    expect((await page.request.post(`/api/plugins/${id}/versions/${i}/restore`, { headers, data: {} })).status()).toBe(200);
  }
  expect((await page.request.post(`/api/plugins/${id}/versions/1/restore`, { headers, data: {} })).status()).toBe(410);

  await page.reload();
  await page.getByRole("tab", { name: "History" }).click();
  const versions = page.getByTestId("version-item");
  await expect(versions).toHaveCount(STORAGE.versionsWithFiles + 1);
  const first = versions.last();
  await expect(first).toContainText("Version 1");
  await expect(first.getByText("Files removed")).toBeVisible();
  await expect(first.getByTestId("version-pruned")).toHaveText(
    `Only the last ${STORAGE.versionsWithFiles} versions keep their files: this one can no longer be opened, restored or downloaded.`,
  );
  await expect(first.getByRole("button", { name: "Restore version 1" })).toHaveCount(0);
  await expect(versions.nth(STORAGE.versionsWithFiles - 1).getByRole("button", { name: "Restore version 2" })).toBeVisible();
  await first.scrollIntoViewIfNeeded();
  await screenshot(page, "pruned");
});

test("[EDITOR][AUTH]: signed out, the editor sends you to sign in", async ({ page }) => {
  await page.goto("/plugin-editor");
  await expect(page).toHaveURL(/\/auth$/);
});
