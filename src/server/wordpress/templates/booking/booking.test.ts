import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, php, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 8 of the blog article ("Booking request system"), built from the card's own prompt and
// tried in a real WordPress: the administrator sets services, weekdays and slots; a visitor requests a
// booking through [booking_form] (a closed weekday or an unknown slot is refused with a clear message);
// the request is stored as pending and e-mailed to the notification address; Approve and Decline in the
// admin change its status and e-mail the customer, and a visitor cannot.
const PROMPT =
  "Build a booking request plugin. A shortcode [booking_form] shows a form with name, email, service, preferred date and time slot. Store requests in a custom table with status pending, approved or declined. Add an admin page listing requests with approve and decline buttons, each sending an email to the customer. Add a settings page for services, available weekdays, time slots and the notification email address.";

const SITE_URL = "http://plugsmith-check.local";
const reply = templateReply("booking", PROMPT);
const files = reply.files;
const mainPath = Object.keys(files).find((path) => /^[^/]+\/[^/]+\.php$/.test(path) && files[path]!.includes("Plugin Name:"))!;
const main = files[mainPath]!;
/** The code prefix the loader recorded ("ps_booking_request_"). */
const prefix = /Plugsmith blocks: start \(prefix: ([a-z0-9_]+)\)/.exec(main)![1]!;
const css = prefix.replace(/_/g, "-");

/** The forms of `html` with their hidden inputs. */
function forms(html: string): Array<{ markup: string; hidden: Record<string, string> }> {
  return [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map(([markup]) => {
    const hidden: Record<string, string> = {};
    for (const [input] of markup.matchAll(/<input[^>]*type=["']hidden["'][^>]*>/g)) {
      const name = /name=(["'])(.*?)\1/.exec(input)?.[2];
      if (name) hidden[name] = (/value=(["'])(.*?)\1/.exec(input)?.[2] ?? "").replace(/&amp;/g, "&");
    }
    return { markup, hidden };
  });
}

/** The path (and query) of a redirect's location, without the fragment. */
const pathOf = (location: string | undefined) => (location ?? "").replace(SITE_URL, "").replace(/#.*$/, "");

describe("[TEMPLATES][BOOKING] the booking request system of the blog", () => {
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt's words and describes itself", { timeout: 180_000 }, () => {
    expect(mainPath).toBe("booking-request/booking-request.php");
    expect(main).toMatch(/Plugin Name:\s+Booking Request\n/);
    expect(main).toMatch(/Description:\s+Adds booking requests with approval and e-mails\./);
    expect(prefix).toBe("ps_booking_request_");
    expect(reply.features.join("\n")).toMatch(/\[booking_form\] with name, e-mail, service, preferred date and time slot/);
    expect(files["booking-request/readme.txt"]).toContain("[booking_form]");
  });

  it("passes the review and the runtime gate without a single finding", { timeout: 180_000 }, async () => {
    const { review, runtime } = await qualityGate(files);
    expect(review.findings).toEqual([]);
    expect(review.status).toBe("passed");
    expect(runtime.findings).toEqual([]);
    expect(runtime.status).toBe("passed");
  });

  it("takes requests on the configured days and slots only, notifies the site, and lets only the administrator approve or decline with an e-mail to the customer", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(files));
    const option = `${prefix}settings`;

    // The administrator sets the offer: two services, Tuesday to Saturday, three slots, an address.
    const settingsPage = await site.request(`/wp-admin/admin.php?page=${css}settings`, { as: "admin" });
    expect(settingsPage.status).toBe(200);
    const settingsForm = forms(settingsPage.text).find((form) => form.markup.includes("options.php"))!;
    const saved = await site.request("/wp-admin/options.php", {
      as: "admin",
      form: {
        ...settingsForm.hidden,
        [`${option}[services]`]: "Haircut (45 min)\nColour & cut",
        [`${option}[weekdays][]`]: ["2", "3", "4", "5", "6"],
        [`${option}[slots]`]: "9:00\n10.30\n14:00",
        [`${option}[min_days]`]: "1",
        [`${option}[max_days]`]: "60",
        [`${option}[notify_email]`]: "bookings@salon.example",
      },
    });
    expect(saved.status).toBe(302);
    const setup = JSON.parse(
      await site.php(`echo wp_json_encode( array(
	'settings' => get_option( ${php(option)} ),
	'open'     => current_datetime()->modify( 'next tuesday' )->format( 'Y-m-d' ),
	'open2'    => current_datetime()->modify( 'next wednesday' )->format( 'Y-m-d' ),
	'closed'   => current_datetime()->modify( 'next monday' )->format( 'Y-m-d' ),
) );`),
    ) as { settings: { services: string[]; weekdays: number[]; slots: string[]; notify_email: string }; open: string; open2: string; closed: string };
    expect(setup.settings).toMatchObject({ services: ["Haircut (45 min)", "Colour & cut"], weekdays: [2, 3, 4, 5, 6], slots: ["09:00", "10:30", "14:00"], notify_email: "bookings@salon.example" });

    // The visitor's form offers exactly those services and slots.
    expect(site.showcasePath).not.toBeNull();
    const page = await site.request(site.showcasePath!);
    expect(page.status).toBe(200);
    for (const field of ["name", "email", "service", "date", "slot"]) expect(page.text).toContain(`name="${prefix}${field}"`);
    expect(page.text).toContain('<option value="Haircut (45 min)">Haircut (45 min)</option>');
    expect(page.text).toContain('<option value="10:30">10:30</option>');
    expect(page.text).toContain('type="date"');
    expect(page.text).toContain("Available on: Tuesday, Wednesday, Thursday, Friday, Saturday");
    const bookingForm = forms(page.text).find((form) => form.hidden.action === `${prefix}submit`)!;
    expect(bookingForm.hidden[`${prefix}nonce`]).toMatch(/^[0-9a-f]{10}$/);
    const request = (fields: Record<string, string>) =>
      site!.request("/wp-admin/admin-post.php", {
        form: {
          ...bookingForm.hidden,
          [`${prefix}website`]: "",
          [`${prefix}name`]: "Anna Berg",
          [`${prefix}email`]: "anna@example.com",
          [`${prefix}service`]: "Haircut (45 min)",
          [`${prefix}date`]: setup.open,
          [`${prefix}slot`]: "10:30",
          ...fields,
        },
      });
    const messageAfter = async (response: { header(name: string): string | undefined }) => {
      const back = await site!.request(pathOf(response.header("location")));
      return /__notice--\w+" role="status">([^<]*)</.exec(back.text)?.[1] ?? "";
    };

    // A closed weekday and an unknown slot are refused with a clear message; nothing is stored.
    const monday = await request({ [`${prefix}date`]: setup.closed });
    expect(monday.header("location")).toContain(`${prefix}status=weekday`);
    expect(await messageAfter(monday)).toBe("Sorry, we do not take bookings on that day. Bookings are possible on: Tuesday, Wednesday, Thursday, Friday, Saturday. Please choose another date.");
    const noon = await request({ [`${prefix}slot`]: "12:00" });
    expect(noon.header("location")).toContain(`${prefix}status=slot`);
    expect(await messageAfter(noon)).toBe("Please choose one of the listed time slots.");
    const massage = await request({ [`${prefix}service`]: "Massage" });
    expect(massage.header("location")).toContain(`${prefix}status=service`);
    expect(site.mails()).toEqual([]);

    // A valid request is stored as pending and e-mailed to the notification address (and a receipt to the customer).
    const sent = await request({});
    expect(sent.header("location")).toContain(`${prefix}status=sent`);
    expect(await messageAfter(sent)).toContain("Your booking request has been received");
    await request({ [`${prefix}name`]: "Jonas Ek", [`${prefix}email`]: "jonas@example.com", [`${prefix}service`]: "Colour & cut", [`${prefix}date`]: setup.open2, [`${prefix}slot`]: "14:00" });
    const rows = async () =>
      JSON.parse(await site!.php(`global $wpdb; echo wp_json_encode( $wpdb->get_results( "SELECT id, name, email, service, booking_date, time_slot, status FROM {$wpdb->prefix}${prefix}requests ORDER BY id" ) );`)) as Array<Record<string, string>>;
    expect(await rows()).toEqual([
      { id: "1", name: "Anna Berg", email: "anna@example.com", service: "Haircut (45 min)", booking_date: setup.open, time_slot: "10:30", status: "pending" },
      { id: "2", name: "Jonas Ek", email: "jonas@example.com", service: "Colour & cut", booking_date: setup.open2, time_slot: "14:00", status: "pending" },
    ]);
    const notifications = site.mails().filter((mail) => mail.to.includes("bookings@salon.example"));
    expect(notifications).toHaveLength(2);
    expect(notifications[0]!.subject).toMatch(/New booking request from Anna Berg for .+ at 10:30/);
    expect(notifications[0]!.message).toContain("Service: Haircut (45 min)");
    expect(notifications[0]!.headers).toContain("Reply-To: Anna Berg <anna@example.com>");
    expect(site.mails().filter((mail) => mail.to.includes("anna@example.com")).map((mail) => mail.subject)).toEqual([expect.stringContaining("We received your booking request")]);

    // The admin page lists both with Approve and Decline.
    const list = await site.request(`/wp-admin/admin.php?page=${css}requests`, { as: "admin" });
    expect(list.status).toBe(200);
    expect(list.text).toContain("Anna Berg");
    expect(list.text).toContain("Jonas Ek");
    const button = (html: string, id: string, status: string) => forms(html).find((form) => form.hidden.action === `${prefix}set_status` && form.hidden.id === id && form.hidden.status === status)!;
    const approveAnna = button(list.text, "1", "approved");
    const declineJonas = button(list.text, "2", "declined");
    expect(approveAnna.markup).toContain(">Approve</button>");
    expect(declineJonas.markup).toContain(">Decline</button>");

    // A visitor cannot change a status, even with the administrator's form.
    const forged = await site.request("/wp-admin/admin-post.php", { form: approveAnna.hidden });
    expect(forged.status).not.toBe(302);
    expect((await rows())[0]!.status).toBe("pending");

    // The administrator approves Anna and declines Jonas: each customer gets an e-mail.
    const approved = await site.request("/wp-admin/admin-post.php", { as: "admin", form: approveAnna.hidden });
    expect(approved.status).toBe(302);
    expect(approved.header("location")).toContain(`${prefix}done=approved`);
    const declined = await site.request("/wp-admin/admin-post.php", { as: "admin", form: declineJonas.hidden });
    expect(declined.header("location")).toContain(`${prefix}done=declined`);
    expect((await rows()).map((row) => row.status)).toEqual(["approved", "declined"]);
    const toAnna = site.mails().filter((mail) => mail.to.includes("anna@example.com"));
    expect(toAnna.map((mail) => mail.subject)).toEqual([expect.stringContaining("We received your booking request"), expect.stringContaining("Your booking is confirmed")]);
    expect(toAnna[1]!.message).toContain("Time: 10:30");
    const toJonas = site.mails().filter((mail) => mail.to.includes("jonas@example.com"));
    expect(toJonas.at(-1)!.subject).toContain("Your booking request was declined");

    // The approved slot is no longer offered to someone else; the list filters by status.
    const taken = await request({ [`${prefix}name`]: "Sara Lind", [`${prefix}email`]: "sara@example.com" });
    expect(taken.header("location")).toContain(`${prefix}status=taken`);
    const approvedList = await site.request(`/wp-admin/admin.php?page=${css}requests&status=approved`, { as: "admin" });
    expect(approvedList.text).toContain("Anna Berg");
    expect(approvedList.text).not.toContain("Jonas Ek");
    expect(approvedList.text).toContain(`${css}badge--approved`);

    expect(site.phpErrors()).toEqual([]);
  });

  it("restyles its button on a follow-up turn and still passes the review", { timeout: 180_000 }, () => {
    const next = generateReply("Make the button larger", files);
    const sheet = "booking-request/assets/booking-form.css";
    expect(next.files[sheet]).toBeDefined();
    expect(next.files[sheet]).toMatch(new RegExp(`\\.${css}booking__submit \\{[^}]*font-size`));
    expect(checkPluginFiles({ ...files, ...next.files }).findings).toEqual([]);
  });
});
