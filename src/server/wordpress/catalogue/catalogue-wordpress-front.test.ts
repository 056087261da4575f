import { afterAll, describe, expect, it } from "vitest";
import { generateReply, installable, openTestSite, php, TEST_SITE_URL, type TestSite } from "../../../../tests/support/wordpress-test-site";

// Issue #33, batch B: the front-end and content tasks do in a real WordPress what their replies say, and what
// they add to the site is in the default theme's rendered pages. One site for all of them: WordPress starts are slow.

const REQUEST = [
  'Add an orange notice bar with white text saying "Summer sale on now"',
  "Show 2 related posts after each post",
  "Make posts private on an expiry date",
  "Add an FAQ accordion shortcode",
  "Add a testimonials slider that shows 2 at a time",
  "Add breadcrumbs above the content of posts and pages",
  "Add a table of contents to posts with at least 2 headings",
  "Add Open Graph tags for social media previews",
  "Show reading time at 100 words per minute",
  "Add a purple back to top button",
  'Add a red cookie banner saying "Only the cookies we need"',
  "Show an author box with bio after each post",
  "Add a WhatsApp chat button with the number +46701234567",
  "Add a post views counter with a Views column",
  "Show the featured image in a column of the posts list",
  "Require a featured image before a post can be published",
  "Exclude the category news from the home page",
  "Make the site search show only posts",
  "Add a copyright notice since 2015",
  'Change the read more text to "Keep reading"',
  "Add the featured image to my RSS feed",
  "Redirect attachment pages to their parent post",
  "Automatically set the first image in a post as its featured image",
  "Add a green reading progress bar to posts",
].join(". ");

const VISITOR = { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" } };

describe("[CATALOGUE][FRONT][WORDPRESS] the front-end and content tasks at work in WordPress", () => {
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("each task does what its reply says, and shows in the default theme's pages", { timeout: 300_000 }, async () => {
    const reply = generateReply(REQUEST);
    expect(reply.explanation.split("\n")[0]).not.toContain("could not");
    expect(Object.keys(reply.files).filter((path) => path.includes("/includes/"))).toHaveLength(24);
    const prefix = /function (ps_[a-z0-9_]+?_)notice_bar_settings\(/.exec(Object.values(reply.files).join("\n"))![1]!;
    const css = prefix.replace(/_/g, "-");
    site = await openTestSite(installable(reply.files));
    const get = async (path: string, options: Parameters<TestSite["request"]>[1] = VISITOR) => {
      let page = await site!.request(path, options);
      if (page.status === 301 && page.header("location")?.startsWith(`${TEST_SITE_URL}/`) && !path.includes("attachment_id")) {
        page = await site!.request(page.header("location")!.slice(TEST_SITE_URL.length), options);
      }
      return page;
    };

    // Content: categories, an image, a long post with headings and the image, its neighbours, a post of the
    // excluded category, testimonials, and a page with the shortcodes.
    const ids = JSON.parse(
      await site.php(`
$tips = wp_insert_term( 'Tips', 'category', array( 'slug' => 'tips' ) );
$news = wp_insert_term( 'News', 'category', array( 'slug' => 'news' ) );
$upload = wp_upload_bits( 'dot.png', null, base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' ) );
$image = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'Dot', 'post_status' => 'inherit' ), $upload['file'] );
wp_update_attachment_metadata( $image, array( 'width' => 1, 'height' => 1, 'file' => _wp_relative_upload_path( $upload['file'] ) ) );
$words = str_repeat( 'Useful words about gardens and soil. ', 40 );
$content = '<!-- wp:paragraph --><p>' . $words . '</p><!-- /wp:paragraph -->'
	. '<!-- wp:heading --><h2 class="wp-block-heading">First heading</h2><!-- /wp:heading -->'
	. '<!-- wp:image {"id":' . $image . '} --><figure class="wp-block-image"><img src="' . esc_url( $upload['url'] ) . '" alt="" class="wp-image-' . $image . '"/></figure><!-- /wp:image -->'
	. '<!-- wp:heading --><h2 class="wp-block-heading">Second heading</h2><!-- /wp:heading --><!-- wp:paragraph --><p>zebra</p><!-- /wp:paragraph -->';
$guide = wp_insert_post( array( 'post_title' => 'Garden guide', 'post_content' => $content, 'post_status' => 'publish', 'post_category' => array( $tips['term_id'] ), 'post_date' => '2024-03-01 10:00:00' ) );
wp_update_post( array( 'ID' => $image, 'post_parent' => $guide ) );
$related = array();
foreach ( array( 'Soil basics', 'Watering tips', 'Pruning roses' ) as $i => $title ) {
	$related[] = wp_insert_post( array( 'post_title' => $title, 'post_content' => 'Short.', 'post_status' => 'publish', 'post_category' => array( $tips['term_id'] ), 'post_date' => '2024-02-0' . ( $i + 1 ) . ' 10:00:00' ) );
}
$news_post = wp_insert_post( array( 'post_title' => 'Company news item', 'post_content' => 'News.', 'post_status' => 'publish', 'post_category' => array( $news['term_id'] ) ) );
foreach ( array( 'Ann', 'Bo', 'Cy' ) as $name ) {
	wp_insert_post( array( 'post_type' => 'ps_testimonial', 'post_title' => $name, 'post_content' => 'Great work from ' . $name . '.', 'post_status' => 'publish' ) );
}
$page = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Questions', 'post_status' => 'publish', 'post_content' => "zebra\\n\\n[faq]<h3>Do you ship abroad?</h3><p>Yes, to all of Europe.</p><h3>Can I return it?</h3><p>Within 30 days.</p>[/faq]\\n\\n[testimonials]\\n\\n[copyright] [year]\\n\\n[post_views id=\\"" . $guide . "\\"]" ) );
echo wp_json_encode( array( 'tips' => $tips['term_id'], 'image' => $image, 'guide' => $guide, 'related' => $related, 'news' => $news_post, 'page' => $page, 'guidePath' => wp_make_link_relative( get_permalink( $guide ) ), 'pagePath' => wp_make_link_relative( get_permalink( $page ) ), 'thumbnail' => get_post_thumbnail_id( $guide ), 'year' => wp_date( 'Y' ), 'blog' => get_bloginfo( 'name' ) ) );
`),
    ) as { tips: number; image: number; guide: number; related: number[]; news: number; page: number; guidePath: string; pagePath: string; thumbnail: number; year: string; blog: string };

    // Automatic featured image: the first image of the post's content became its featured image.
    expect(ids.thumbnail).toBe(ids.image);

    // A post, as a visitor sees it in the default theme.
    const post = await get(ids.guidePath);
    expect(post.status).toBe(200);
    const html = post.text;
    expect(html).toMatch(new RegExp(`<div class="${css}notice-bar" role="region" aria-label="Notice" style="background-color:#ff6600;color:#ffffff;" data-dismiss-key="[a-z0-9_]+"><p class="${css}notice-bar__text">Summer sale on now</p><button`));
    expect(html).toMatch(/assets\/notice-bar\.css\?ver=/);
    expect(html).toMatch(new RegExp(`<nav class="${css}breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="${TEST_SITE_URL}/">Home</a></li><li><a href="[^"]*tips[^"]*">Tips</a></li><li aria-current="page">Garden guide</li></ol></nav>`));
    expect(html).toContain(`<li class="${css}toc__level-2"><a href="#first-heading">First heading</a></li><li class="${css}toc__level-2"><a href="#second-heading">Second heading</a></li>`);
    expect(html).toMatch(/<h2 class="wp-block-heading" id="first-heading">First heading<\/h2>/);
    expect(html).toContain(`<p class="${css}reading-time">3 min read</p>`);
    const related = html.slice(html.indexOf(`<nav class="${css}related-posts"`));
    expect(related.match(new RegExp(`<li class="${css}related-posts__item">`, "g"))).toHaveLength(2);
    // Newest first: the two of the three other Tips posts published last.
    expect(related).toMatch(/Pruning roses[\s\S]*Watering tips/);
    expect(related).not.toContain("Soil basics");
    expect(related).not.toContain("Company news item");
    expect(html).toMatch(new RegExp(`<aside class="${css}author-box"[\\s\\S]*?All posts by admin</a></div></aside>`));
    expect(html).toContain('<meta property="og:title" content="Garden guide">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/wp-content\/uploads\/[^"]*dot[^"]*\.png">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(new RegExp(`<button type="button" class="${css}back-to-top" style="background-color:#7b3fe4;"`));
    expect(html).toMatch(new RegExp(`<div class="${css}cookie-banner" role="dialog"[^>]*style="background-color:#d63638;"><p class="${css}cookie-banner__text">Only the cookies we need`));
    expect(html).toContain('href="https://wa.me/46701234567"');
    expect(html).toContain(`<div class="${css}scroll-progress__fill" style="background-color:#00a32a;">`);
    for (const asset of ["back-to-top-button.js", "cookie-consent-banner.js", "scroll-progress-bar.js", "notice-bar.js"]) expect(html).toContain(`assets/${asset}?ver=`);

    // The page with the shortcodes: the accordion, the slider showing 2 of 3 at a time, the copyright line.
    const page = await get(ids.pagePath);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<details class="${css}faq__item"><summary class="${css}faq__question">Do you ship abroad\\?</summary><div class="${css}faq__answer">(?:<p>)?Yes, to all of Europe\\.`));
    expect(page.text.match(new RegExp(`<details class="${css}faq__item">`, "g"))).toHaveLength(2);
    expect(page.text).toMatch(new RegExp(`<section class="${css}testimonials"[^>]*data-per-view="2" style="--${css}per-view:2;">`));
    expect(page.text.match(new RegExp(`<li class="${css}testimonials__slide"`, "g"))).toHaveLength(3);
    expect(page.text).toContain('aria-label="Next testimonials"');
    expect(page.text).toMatch(/assets\/testimonials-slider\.js\?ver=/);
    expect(page.text).toContain(`<span class="${css}copyright">&copy; 2015–${ids.year} ${ids.blog}</span> ${ids.year}`);

    // Views: each visitor's page load counts once; the administrator's does not; the shortcode and the column show it.
    await get(ids.guidePath);
    await get(ids.guidePath, { as: "admin", ...VISITOR });
    const counted = await get(ids.pagePath);
    expect(counted.text).toContain(`<span class="${css}post-views">2 views</span>`);

    // The home page leaves out the news category.
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.text).toContain("Garden guide");
    expect(home.text).not.toContain("Company news item");
    // The default theme shows excerpts on archives: each ends with the chosen words, after one ellipsis.
    const archive = await get(`/?cat=${ids.tips}`);
    expect(archive.status).toBe(200);
    expect(archive.text).toMatch(/<a class="wp-block-post-excerpt__more-link" href="[^"]+">Keep reading<\/a>/);
    expect(archive.text).not.toContain("&hellip;&hellip;");

    // The feed starts each item with its featured image; an attachment page goes to its post.
    const feed = await get("/?feed=rss2");
    expect(feed.text).toMatch(/<description><!\[CDATA\[<p><img [^>]*src="[^"]*dot[^"]*\.png"/);
    const attachment = await site.request(`/?attachment_id=${ids.image}`, VISITOR);
    expect(attachment.status).toBe(301);
    expect(attachment.header("location")).toBe(`${TEST_SITE_URL}${ids.guidePath}`);

    const facts = JSON.parse(
      await site.php(`
require_once ABSPATH . 'wp-admin/includes/admin.php';
$facts = array();
// Open Graph tags are left to an SEO plugin when one is active.
ob_start();
${prefix}og_tags();
$facts['og'] = ob_get_clean();
define( 'WPSEO_VERSION', '99' );
ob_start();
${prefix}og_tags();
$facts['og_yoast'] = ob_get_clean();
// Search lists posts only.
wp( array( 's' => 'zebra' ) );
$facts['search'] = array_values( array_unique( wp_list_pluck( $GLOBALS['wp_query']->posts, 'post_type' ) ) );
// The read-more words on excerpts.
$GLOBALS['post'] = get_post( ${ids.guide} );
setup_postdata( $GLOBALS['post'] );
$facts['more'] = apply_filters( 'excerpt_more', ' [&hellip;]' );
$facts['more_emptied'] = apply_filters( 'excerpt_more', '' );
$block = apply_filters( 'render_block_data', array( 'blockName' => 'core/post-excerpt', 'attrs' => array() ), array(), null );
$facts['more_block'] = $block['attrs']['moreText'];
// Columns of the Posts list.
$facts['columns'] = array_keys( apply_filters( 'manage_post_posts_columns', apply_filters( 'manage_posts_columns', array( 'cb' => '', 'title' => '' ), 'post' ) ) );
ob_start();
do_action( 'manage_posts_custom_column', '${prefix}image', ${ids.guide} );
do_action( 'manage_post_posts_custom_column', '${prefix}views', ${ids.guide} );
$facts['cells'] = ob_get_clean();
// Views are one row per post, however many visits.
global $wpdb;
$facts['view_rows'] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", ${ids.guide}, '_${prefix}views' ) );
// The Expiry box, and an expiry saved through it: the post's own cron event makes it private at that time.
do_action( 'add_meta_boxes', 'post', get_post( ${ids.guide} ) );
$facts['box'] = isset( $GLOBALS['wp_meta_boxes']['post']['side']['default']['${css}expiry'] );
$expiring = ${ids.related[2]};
$_POST['${prefix}expiry_nonce'] = wp_create_nonce( '${prefix}expiry_save' );
$_POST['${prefix}expiry_date'] = '2021-06-01T09:30';
wp_update_post( array( 'ID' => $expiring, 'post_title' => 'Pruning roses' ) );
$facts['scheduled'] = (bool) wp_next_scheduled( '${prefix}expire_post', array( $expiring ) );
$facts['expires'] = (int) get_post_meta( $expiring, '_${prefix}expires', true );
$facts['before'] = get_post_status( $expiring );
do_action( '${prefix}expire_post', $expiring );
$facts['after'] = get_post_status( $expiring );
unset( $_POST['${prefix}expiry_nonce'], $_POST['${prefix}expiry_date'] );
// The block editor cannot publish a post with no featured image; with one it can.
$request = new WP_REST_Request( 'POST', '/wp/v2/posts' );
$request->set_body_params( array( 'title' => 'No image', 'status' => 'publish' ) );
$response = rest_do_request( $request );
$facts['rest_refused'] = array( $response->get_status(), $response->as_error() ? $response->as_error()->get_error_message() : '' );
$request->set_body_params( array( 'title' => 'With image', 'status' => 'publish', 'featured_media' => ${ids.image} ) );
$response = rest_do_request( $request );
$facts['rest_published'] = array( $response->get_status(), get_post_status( $response->get_data()['id'] ?? 0 ) );
// The classic editor keeps it a draft and says why.
set_current_screen( 'post' );
$classic = wp_insert_post( array( 'post_title' => 'Classic, no image', 'post_status' => 'publish' ) );
$facts['classic'] = get_post_status( $classic );
ob_start();
do_action( 'admin_notices' );
$facts['notice'] = ob_get_clean();
echo wp_json_encode( $facts );
`),
    ) as Record<string, unknown>;

    expect(facts.search).toEqual(["post"]);
    expect(facts.more).toMatch(/<a class="more-link" href="[^"]+">Keep reading<\/a>$/);
    expect(facts.more_block).toBe("Keep reading");
    expect(facts.more_emptied).toBe("");
    expect(facts.columns).toEqual(["cb", `${prefix}image`, "title", `${prefix}views`]);
    expect(facts.cells).toMatch(/^<img [^>]*dot[^>]*>2$/);
    expect(facts.view_rows).toBe(1);
    expect(facts).toMatchObject({ box: true, scheduled: true, expires: expect.any(Number), before: "publish", after: "private" });
    expect(String(facts.og)).toContain('<meta property="og:site_name"');
    expect(facts.og_yoast).toBe("");
    expect(facts.rest_refused).toEqual([400, "Please set a featured image before publishing this post."]);
    expect(facts.rest_published).toEqual([201, "publish"]);
    expect(facts.classic).toBe("draft");
    expect(facts.notice).toContain("The post was saved as a draft: please set a featured image before publishing it.");

    // The slider shows the newest 30 testimonials, however many there are.
    await site.php(`for ( $i = 0; $i < 28; $i++ ) { wp_insert_post( array( 'post_type' => 'ps_testimonial', 'post_title' => 'T' . $i, 'post_content' => 'Fine.', 'post_status' => 'publish' ) ); }`);
    const many = await get(ids.pagePath);
    expect(many.text.match(new RegExp(`<li class="${css}testimonials__slide"`, "g"))).toHaveLength(30);

    // Deleting the plugin deletes the option it stores.
    const uninstalled = await site.php(`
update_option( '${prefix}notice_bar_colour', array( 'colour' => '#000000', 'base' => '#ff6600' ) );
define( 'WP_UNINSTALL_PLUGIN', '${site.plugin.slug}/${site.plugin.mainFile}' );
include WP_PLUGIN_DIR . '/${site.plugin.slug}/uninstall.php';
echo wp_json_encode( get_option( '${prefix}notice_bar_colour', 'gone' ) );
`);
    expect(JSON.parse(uninstalled)).toBe("gone");
    expect(site.phpErrors()).toEqual([]);
  });

  it("a colour picked in Settings → Notice Bar shows on the site, until a newer colour is asked for in Plugsmith", { timeout: 300_000 }, async () => {
    site?.dispose();
    site = undefined;
    const one = generateReply('Add a notice bar saying "Picked colours"');
    const two = generateReply("let me pick the bar's colour", one.files);
    const files = { ...one.files, ...two.files };
    const prefix = /function (ps_[a-z0-9_]+?_)notice_bar_settings\(/.exec(Object.values(files).join("\n"))![1]!;
    site = await openTestSite(installable(files));
    const settings = await site.request(`/wp-admin/options-general.php?page=${prefix.replace(/_/g, "-")}notice-bar`, { as: "admin" });
    expect(settings.status).toBe(200);
    expect(settings.text).toContain(`<input type="color" id="${prefix.replace(/_/g, "-")}notice-bar-colour" name="${prefix}notice_bar_colour[colour]" value="#1d2b4f">`);
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(settings.text)![1]!;
    const saved = await site.request("/wp-admin/options.php", {
      as: "admin",
      form: { option_page: `${prefix}notice_bar`, action: "update", _wpnonce: nonce, _wp_http_referer: "/wp-admin/options-general.php", [`${prefix}notice_bar_colour[colour]`]: "#00a32a" },
    });
    expect(saved.status).toBe(302);
    expect((await site.request("/")).text).toContain('style="background-color:#00a32a;color:#ffffff;"');
    // A visitor cannot save it.
    const refused = await site.request("/wp-admin/options.php", { form: { option_page: `${prefix}notice_bar`, action: "update", _wpnonce: nonce, [`${prefix}notice_bar_colour[colour]`]: "#d63638" } });
    expect(refused.status).not.toBe(200);
    expect((await site.request("/")).text).toContain('style="background-color:#00a32a;');
    // "Make the bar blue" in Plugsmith afterwards: the new version's colour wins over the one picked for the old.
    const three = generateReply("make the bar blue", files);
    const path = Object.keys(three.files).find((name) => name.endsWith("includes/notice-bar.php"))!;
    await site.php(`file_put_contents( WP_PLUGIN_DIR . '/${path}', ${php(three.files[path]!)} );`);
    expect((await site.request("/")).text).toContain('style="background-color:#2271b1;color:#ffffff;"');
    expect(site.phpErrors()).toEqual([]);
  });
});
