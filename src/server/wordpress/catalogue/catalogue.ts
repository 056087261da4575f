import { allowSvgUploads } from "./allow-svg-uploads/manifest";
import type { TaskManifest } from "./catalogue-types";
import { disableXmlrpc } from "./disable-xmlrpc/manifest";
import { emailAdminNewUser } from "./email-admin-new-user/manifest";
import { hideAdminBar } from "./hide-admin-bar/manifest";
import { redirect404 } from "./redirect-404/manifest";
import { disableEmojis } from "./disable-emojis/manifest";
import { limitPostRevisions } from "./limit-post-revisions/manifest";
import { excerptLength } from "./excerpt-length/manifest";
import { externalLinksNewTab } from "./external-links-new-tab/manifest";
import { minCommentLength } from "./min-comment-length/manifest";
import { lastModifiedDate } from "./last-modified-date/manifest";
import { disableComments } from "./disable-comments/manifest";
import { WORDPRESS_FILES_ROOT, wordpressFile } from "../wordpress-files";
// batch A
import { customLoginUrl } from "./custom-login-url/manifest";
import { headerFooterCode } from "./header-footer-code/manifest";
import { dashboardNotesWidget } from "./dashboard-notes-widget/manifest";
import { lastLoginColumn } from "./last-login-column/manifest";
import { restrictRestApi } from "./restrict-rest-api/manifest";
import { customLoginLogo } from "./custom-login-logo/manifest";
import { disableFileEditor } from "./disable-file-editor/manifest";
import { hideWpVersion } from "./hide-wp-version/manifest";
import { limitLoginAttempts } from "./limit-login-attempts/manifest";
import { loginRedirectByRole } from "./login-redirect-by-role/manifest";
import { logoutRedirect } from "./logout-redirect/manifest";
import { adminFooterText } from "./admin-footer-text/manifest";
import { disableBlockEditor } from "./disable-block-editor/manifest";
import { disableAuthorArchives } from "./disable-author-archives/manifest";
import { hideUpdateNotices } from "./hide-update-notices/manifest";
import { disableSelfPingbacks } from "./disable-self-pingbacks/manifest";
import { duplicatePost } from "./duplicate-post/manifest";
import { emailAdminOnPublish } from "./email-admin-on-publish/manifest";
import { removeDashboardWidgets } from "./remove-dashboard-widgets/manifest";
import { disableAutoUpdateEmails } from "./disable-auto-update-emails/manifest";
import { loginPageMessage } from "./login-page-message/manifest";
import { idleLogout } from "./idle-logout/manifest";
import { adminOnlyDashboard } from "./admin-only-dashboard/manifest";
import { disableRssFeeds } from "./disable-rss-feeds/manifest";
// batch B
import { noticeBar } from "./notice-bar/manifest";
import { relatedPosts } from "./related-posts/manifest";
import { contentExpiry } from "./content-expiry/manifest";
import { faqAccordion } from "./faq-accordion/manifest";
import { testimonialsSlider } from "./testimonials-slider/manifest";
import { breadcrumbs } from "./breadcrumbs/manifest";
import { tableOfContents } from "./table-of-contents/manifest";
import { openGraphTags } from "./open-graph-tags/manifest";
import { readingTime } from "./reading-time/manifest";
import { backToTopButton } from "./back-to-top-button/manifest";
import { cookieConsentBanner } from "./cookie-consent-banner/manifest";
import { authorBox } from "./author-box/manifest";
import { whatsappChatButton } from "./whatsapp-chat-button/manifest";
import { postViewsCounter } from "./post-views-counter/manifest";
import { featuredImageColumn } from "./featured-image-column/manifest";
import { requireFeaturedImage } from "./require-featured-image/manifest";
import { excludeCategoryFromHome } from "./exclude-category-from-home/manifest";
import { searchOnlyPosts } from "./search-only-posts/manifest";
import { copyrightYear } from "./copyright-year/manifest";
import { customReadMoreText } from "./custom-read-more-text/manifest";
import { featuredImageInRss } from "./featured-image-in-rss/manifest";
import { redirectAttachmentPages } from "./redirect-attachment-pages/manifest";
import { autoFeaturedImage } from "./auto-featured-image/manifest";
import { scrollProgressBar } from "./scroll-progress-bar/manifest";

/** Every task of the catalogue, in the order replies list them. */
export const CATALOGUE: readonly TaskManifest[] = [
  disableXmlrpc,
  hideAdminBar,
  allowSvgUploads,
  redirect404,
  emailAdminNewUser,
  disableEmojis,
  limitPostRevisions,
  excerptLength,
  externalLinksNewTab,
  minCommentLength,
  lastModifiedDate,
  disableComments,
  // batch A
  customLoginUrl,
  headerFooterCode,
  dashboardNotesWidget,
  lastLoginColumn,
  restrictRestApi,
  customLoginLogo,
  disableFileEditor,
  hideWpVersion,
  limitLoginAttempts,
  loginRedirectByRole,
  logoutRedirect,
  adminFooterText,
  disableBlockEditor,
  disableAuthorArchives,
  hideUpdateNotices,
  disableSelfPingbacks,
  duplicatePost,
  emailAdminOnPublish,
  removeDashboardWidgets,
  disableAutoUpdateEmails,
  loginPageMessage,
  idleLogout,
  adminOnlyDashboard,
  disableRssFeeds,
  // batch B
  noticeBar,
  relatedPosts,
  contentExpiry,
  faqAccordion,
  testimonialsSlider,
  breadcrumbs,
  tableOfContents,
  openGraphTags,
  readingTime,
  backToTopButton,
  cookieConsentBanner,
  authorBox,
  whatsappChatButton,
  postViewsCounter,
  featuredImageColumn,
  requireFeaturedImage,
  excludeCategoryFromHome,
  searchOnlyPosts,
  copyrightYear,
  customReadMoreText,
  featuredImageInRss,
  redirectAttachmentPages,
  autoFeaturedImage,
  scrollProgressBar,
];

const BY_ID = new Map(CATALOGUE.map((task) => [task.id, task]));

export function catalogueTask(id: string): TaskManifest | null {
  return BY_ID.get(id) ?? null;
}

/** The catalogue's folder (one folder per task), in the sources or beside the bundled server (wordpress-files.ts). */
export const CATALOGUE_ROOT = new URL("catalogue/", WORDPRESS_FILES_ROOT);

/** The template file `name` of a task, as written in its folder. */
export function taskTemplate(taskId: string, name: string): string {
  if (!/^[a-z0-9-]+$/.test(taskId) || !/^[a-z0-9-]+\.(?:php|js|css)$/.test(name)) throw new Error(`Not a catalogue file: ${taskId}/${name}`);
  return wordpressFile(`catalogue/${taskId}/${name}`);
}
