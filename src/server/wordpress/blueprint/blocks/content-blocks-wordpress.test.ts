import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateReply, installable, openTestSite, php, type TestSite } from "../../../../../tests/support/wordpress-test-site";
import { applyReply } from "../../plugin-files";

// Issue #33 item 3: the post-type, site-colours and social-sharing blocks are built from real files
// (blocks/post-type/, site-colours/, social-sharing/). One plugin holding all three, tried in a real WordPress:
// the meta fields of every field type are saved, checked and listed; the admin column shows the first field;
// the colours page keeps a valid colour when a wrong one is sent and prints the colours in wp_head; the sharing
// settings choose the networks and where the buttons go.

const REQUESTS = [
  "A custom post type for events with a date and a location",
  "add a custom post type for testimonials",
  "add a custom post type for portfolio items",
  "add a custom post type for team members",
  "add social sharing buttons",
  "add a settings page for site colours",
];
const files = REQUESTS.reduce<Record<string, string>>((current, message) => applyReply(current, generateReply(message, current)), {});
const mainFile = Object.values(files).find((content) => content.includes("Plugin Name:"))!;
/** The code prefix the loader recorded ("ps_events_"). */
const prefix = /Plugsmith blocks: start \(prefix: ([a-z0-9_]+)\)/.exec(mainFile)![1]!;
const css = prefix.replace(/_/g, "-");
/** The shortcode tag of each block, read from its marker. */
const tags = Object.fromEntries(
  Object.values(files).flatMap((content) => [...content.matchAll(/Plugsmith block: (?:post-type \(type: ([a-z_]+);|social-sharing \()[^)]*tag: ([a-z0-9_]+)\)/g)].map((match) => [match[1] ?? "sharing", match[2]!])),
);

/** The forms of `html` with their hidden inputs. */
function hiddenFields(html: string, action: string): Record<string, string> {
  const form = [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map(([markup]) => markup).find((markup) => markup.includes(action))!;
  const hidden: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input[^>]*type=["']hidden["'][^>]*>/g)) {
    const name = /name=(["'])(.*?)\1/.exec(input)?.[2];
    if (name) hidden[name] = (/value=(["'])(.*?)\1/.exec(input)?.[2] ?? "").replace(/&amp;/g, "&");
  }
  return hidden;
}

describe("[BLUEPRINT][BLOCKS][WORDPRESS] post types, site colours and sharing buttons built from their files", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite(installable(files));
  }, 180_000);
  afterAll(() => site?.dispose());

  /** Saves a post of `type` as the meta box sends it (nonce and fields), then answers its meta and the list shortcode. */
  async function savePost(kind: string, fields: Record<string, string>, id = 0) {
    const f = `${prefix}${kind}_`;
    const posted = Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${f}${key}`, value]));
    const answer = await site.php(`
      $_POST = ${phpArray(posted)};
      $_POST['${f}details_nonce'] = wp_create_nonce( '${f}save_details' );
      $_POST = wp_slash( $_POST );
      $id = wp_insert_post( array( 'ID' => ${id}, 'post_type' => ${php(`ps_${kind}`)}, 'post_title' => 'First', 'post_excerpt' => 'An excerpt.', 'post_status' => 'publish' ) );
      $meta = array();
      foreach ( get_post_meta( $id ) as $key => $values ) {
        if ( 0 === strpos( $key, '_${f}' ) ) {
          $meta[ substr( $key, strlen( '_${f}' ) ) ] = $values[0];
        }
      }
      echo wp_json_encode( array( 'id' => $id, 'meta' => (object) $meta, 'list' => do_shortcode( ${php(`[${tags[kind]}]`)} ) ) );
    `);
    return JSON.parse(answer) as { id: number; meta: Record<string, string>; list: string };
  }

  it("saves, checks and lists the meta fields of every type, and shows the first in the admin column", { timeout: 180_000 }, async () => {
    expect(prefix).toBe("ps_events_");
    expect(tags).toMatchObject({ event: "ps_events", testimonial: "ps_events_testimonials", portfolio: "ps_events_portfolio", team_member: "ps_events_team", sharing: "ps_events_sharing_buttons" });

    // Dates: a date is kept and shown in the site's date format; anything else removes the value.
    const event = await savePost("event", { event_date: "2025-06-12", location: " <b>Stockholm</b> " });
    expect(event.meta).toEqual({ event_date: "2025-06-12", location: "Stockholm" });
    expect(event.list).toContain(`<p class="${css}event__field ${css}event__field--event-date"><span class="${css}event__label">Date:</span> June 12, 2025</p>`);
    expect(event.list).toContain(`<p class="${css}event__field ${css}event__field--location"><span class="${css}event__label">Location:</span> Stockholm</p>`);
    expect(event.list).toContain(`<h3 class="${css}event__title"><a href=`);
    expect((await savePost("event", { event_date: "June", location: "" }, event.id)).meta).toEqual({});

    // Numbers: a whole number; an empty field removes the value.
    const testimonial = await savePost("testimonial", { customer_name: "Anna", company: "", rating: "7 stars" });
    expect(testimonial.meta).toEqual({ customer_name: "Anna", rating: "7" });
    expect(testimonial.list).toContain(`<span class="${css}testimonial__label">Rating (1-5):</span> 7</p>`);
    expect(testimonial.list).not.toContain("field--company");
    expect((await savePost("testimonial", { customer_name: "Anna", rating: "" }, testimonial.id)).meta).toEqual({ customer_name: "Anna" });

    // Addresses: a web address is listed by its host, an e-mail address as a mailto link.
    const portfolio = await savePost("portfolio", { client: "Harbour", project_url: "javascript:alert(1)" });
    expect(portfolio.meta).toEqual({ client: "Harbour" });
    const linked = await savePost("portfolio", { client: "Harbour", project_url: "https://example.com/harbour" }, portfolio.id);
    expect(linked.list).toContain(`<span class="${css}portfolio__label">Project URL:</span> <a href="https://example.com/harbour">example.com</a></p>`);
    const member = await savePost("team_member", { job_title: "Lead", email: "not an address" });
    expect(member.meta).toEqual({ job_title: "Lead" });
    const mailed = await savePost("team_member", { job_title: "Lead", email: " ali@example.com " }, member.id);
    expect(mailed.meta).toEqual({ job_title: "Lead", email: "ali@example.com" });
    expect(mailed.list).toMatch(new RegExp(`<p class="${css}team-member__field ${css}team-member__field--email"><span class="${css}team-member__label">E-mail:</span> <a href="mailto:[^"]+">[^<]+</a></p>`));

    // Without the nonce nothing is saved.
    const unsigned = JSON.parse(
      await site.php(`$_POST = array( '${prefix}event_location' => 'Nowhere' ); $id = wp_insert_post( array( 'post_type' => 'ps_event', 'post_title' => 'X', 'post_status' => 'publish' ) ); echo wp_json_encode( get_post_meta( $id, '_${prefix}event_location', true ) );`),
    ) as string;
    expect(unsigned).toBe("");

    // The meta box: one labelled input per field, of the field's type, with the saved value.
    const box = await site.php(`${prefix}testimonial_render_meta_box( get_post( ${testimonial.id} ) );`);
    expect(box).toContain(`<label for="${prefix}testimonial_customer_name">Customer name</label>`);
    expect(box).toContain(`<input type="text" class="regular-text" id="${prefix}testimonial_customer_name" name="${prefix}testimonial_customer_name" value="Anna" />`);
    expect(box).toContain(`<input type="number" class="regular-text" id="${prefix}testimonial_rating" name="${prefix}testimonial_rating" value="" min="0" />`);
    expect(box).toContain(`name="${prefix}testimonial_details_nonce"`);

    // The admin column: the first field's label and value.
    const column = JSON.parse(
      await site.php(`
        ob_start();
        do_action( 'manage_ps_testimonial_posts_custom_column', '${prefix}testimonial_customer_name', ${testimonial.id} );
        do_action( 'manage_ps_testimonial_posts_custom_column', 'title', ${testimonial.id} );
        echo wp_json_encode( array( 'columns' => apply_filters( 'manage_ps_testimonial_posts_columns', array() ), 'value' => ob_get_clean() ) );
      `),
    ) as { columns: Record<string, string>; value: string };
    expect(column).toEqual({ columns: { [`${prefix}testimonial_customer_name`]: "Customer name" }, value: "Anna" });

    // The list page of the admin shows it too, and the post type's archive works at its slug.
    const admin = await site.request("/wp-admin/edit.php?post_type=ps_testimonial", { as: "admin" });
    expect(admin.status).toBe(200);
    expect(admin.text).toMatch(new RegExp(`column-${prefix}testimonial_customer_name[^>]*>(?:<[^>]+>)*Customer name`));
    expect(site.phpErrors()).toEqual([]);
  });

  it("keeps a valid colour when a wrong one is sent and prints the colours as custom properties in wp_head", { timeout: 180_000 }, async () => {
    const page = await site.request(`/wp-admin/options-general.php?page=${css}site-colours`, { as: "admin" });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`class="${css}colours-field"`);
    const option = `${prefix}colours`;
    const saved = await site.request("/wp-admin/options.php", {
      as: "admin",
      form: { ...hiddenFields(page.text, "options.php"), [`${option}[primary]`]: "#112233", [`${option}[secondary]`]: "red", [`${option}[accent]`]: "#abc", [`${option}[text]`]: "#000000", [`${option}[background]`]: "#fafafa" },
    });
    expect(saved.status).toBe(302);
    const home = await site.request("/");
    const style = new RegExp(`<style id="${css}colours">([^<]*)</style>`).exec(home.text)?.[1];
    expect(style).toBe(`:root{--${css}primary:#112233;--${css}secondary:#23282d;--${css}accent:#abc;--${css}text:#000000;--${css}background:#fafafa;}`);
    expect(site.phpErrors()).toEqual([]);
  });

  it("adds the chosen networks where the settings say, with encoded share links", { timeout: 180_000 }, async () => {
    const page = await site.request(`/wp-admin/options-general.php?page=${css}sharing`, { as: "admin" });
    expect(page.status).toBe(200);
    const option = `${prefix}sharing_settings`;
    const saved = await site.request("/wp-admin/options.php", {
      as: "admin",
      form: { ...hiddenFields(page.text, "options.php"), [`${option}[networks][]`]: ["email", "x", "myspace"], [`${option}[position]`]: "both", [`${option}[label]`]: "Share <b>it</b>:" },
    });
    expect(saved.status).toBe(302);
    const { post, url } = JSON.parse(
      await site.php(`$id = wp_insert_post( array( 'post_title' => 'Tips & tricks', 'post_content' => 'Body text.', 'post_status' => 'publish' ) ); echo wp_json_encode( array( 'post' => $id, 'url' => get_permalink( $id ) ) );`),
    ) as { post: number; url: string };
    const single = await site.request(new URL(url).pathname + new URL(url).search);
    expect(single.status).toBe(200);
    const buttons = [...single.text.matchAll(new RegExp(`<div class="${css}share">[\\s\\S]*?</div>`, "g"))].map(([markup]) => markup);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain(`<span class="${css}share__label">Share it:</span>`);
    expect(buttons[0]).toContain(`<a class="${css}share__button ${css}share__button--x" href="https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&#038;text=Tips%20%26%20tricks" target="_blank" rel="noopener noreferrer nofollow">X</a>`);
    expect(buttons[0]).toContain(`${css}share__button--email" href="mailto:?subject=Tips%20%26%20tricks&#038;body=`);
    expect(buttons[0]).not.toContain("facebook");
    expect(single.text).toContain(`/assets/social-sharing.css`);
    const shortcode = await site.php(`global $post; $post = get_post( ${post} ); setup_postdata( $post ); echo do_shortcode( ${php(`[${tags.sharing}]`)} );`);
    expect(shortcode).toContain(`${css}share__button--email`);
    expect(site.phpErrors()).toEqual([]);
  });
});

/** A PHP array literal of string keys and values. */
function phpArray(values: Record<string, string>): string {
  return `array( ${Object.entries(values).map(([key, value]) => `${php(key)} => ${php(value)}`).join(", ")} )`;
}
