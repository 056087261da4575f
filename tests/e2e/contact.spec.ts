import { randomBytes } from "node:crypto";
import { CONTACT } from "../../src/shared/constants";
import { expect, test, uniqueEmail } from "./fixtures";

// [CONTACT]: the contact form checks its fields in the browser, sends a valid message to the server,
// which stores it and e-mails the support address; [ABOUT]/[HOW_IT_WORKS]: the two marketing pages.

test("[CONTACT][VALIDATION]: an empty submit shows the three field errors and sends nothing", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/contact")) posts.push(request.method());
  });
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get in touch" })).toBeVisible();

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter your e-mail address")).toBeVisible();
  await expect(page.getByText("Please write a message")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // The first invalid field takes the focus.
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  await page.getByLabel("Name", { exact: true }).fill("Ann Lee");
  await page.getByLabel("Email", { exact: true }).fill("ann@");
  await page.getByLabel("Message", { exact: true }).fill("Hello");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
  await expect(page.getByText("Please enter your name")).toBeHidden();
  await expect(page.getByText("Please write a message")).toBeHidden();
  expect(posts).toEqual([]);
});

test("[CONTACT][SEND]: a valid message says 'Message sent!', clears the form and reaches the support address", async ({
  page,
  waitForMail,
}) => {
  const email = uniqueEmail("contact");
  const text = `Can I build a booking plugin with this? Reference ${randomBytes(4).toString("hex")}`;
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: CONTACT.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${CONTACT.supportEmail}`,
  );
  await expect(page.getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/#faq");

  await page.getByLabel("Name", { exact: true }).fill("Ann Lee");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Message", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByText("Message sent!")).toBeVisible();
  await expect(page.getByText(`We'll get back to you within ${CONTACT.responseHours} hours.`)).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");

  const mail = await waitForMail(CONTACT.supportEmail, (m) => m.text.includes(text));
  expect(mail!.to).toBe(CONTACT.supportEmail);
  expect(mail!.subject).toBe("Contact form: Ann Lee");
  expect(mail!.text).toContain(email);
});

test("[ABOUT][HOW_IT_WORKS]: both pages render their heading, and the how-it-works call to action leads to /auth", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "Custom WordPress plugins, without writing the code" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /EU AI Act/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  await page.goto("/how-it-works");
  await expect(page.getByRole("heading", { level: 1, name: "From an idea to an installed plugin in three steps" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await page.getByRole("link", { name: "Create a free account" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
