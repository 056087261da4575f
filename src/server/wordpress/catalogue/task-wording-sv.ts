import type { SwedishTask } from "./task-wording-types";
import { sv as adminFooterText } from "./admin-footer-text/sv";
import { sv as adminOnlyDashboard } from "./admin-only-dashboard/sv";
import { sv as allowSvgUploads } from "./allow-svg-uploads/sv";
import { sv as authorBox } from "./author-box/sv";
import { sv as autoFeaturedImage } from "./auto-featured-image/sv";
import { sv as backToTopButton } from "./back-to-top-button/sv";
import { sv as breadcrumbs } from "./breadcrumbs/sv";
import { sv as contentExpiry } from "./content-expiry/sv";
import { sv as cookieConsentBanner } from "./cookie-consent-banner/sv";
import { sv as copyrightYear } from "./copyright-year/sv";
import { sv as customLoginLogo } from "./custom-login-logo/sv";
import { sv as customLoginUrl } from "./custom-login-url/sv";
import { sv as customReadMoreText } from "./custom-read-more-text/sv";
import { sv as dashboardNotesWidget } from "./dashboard-notes-widget/sv";
import { sv as disableAuthorArchives } from "./disable-author-archives/sv";
import { sv as disableAutoUpdateEmails } from "./disable-auto-update-emails/sv";
import { sv as disableBlockEditor } from "./disable-block-editor/sv";
import { sv as disableComments } from "./disable-comments/sv";
import { sv as disableEmojis } from "./disable-emojis/sv";
import { sv as disableFileEditor } from "./disable-file-editor/sv";
import { sv as disableRssFeeds } from "./disable-rss-feeds/sv";
import { sv as disableSelfPingbacks } from "./disable-self-pingbacks/sv";
import { sv as disableXmlrpc } from "./disable-xmlrpc/sv";
import { sv as duplicatePost } from "./duplicate-post/sv";
import { sv as emailAdminNewUser } from "./email-admin-new-user/sv";
import { sv as emailAdminOnPublish } from "./email-admin-on-publish/sv";
import { sv as excerptLength } from "./excerpt-length/sv";
import { sv as excludeCategoryFromHome } from "./exclude-category-from-home/sv";
import { sv as externalLinksNewTab } from "./external-links-new-tab/sv";
import { sv as faqAccordion } from "./faq-accordion/sv";
import { sv as featuredImageColumn } from "./featured-image-column/sv";
import { sv as featuredImageInRss } from "./featured-image-in-rss/sv";
import { sv as headerFooterCode } from "./header-footer-code/sv";
import { sv as hideAdminBar } from "./hide-admin-bar/sv";
import { sv as hideUpdateNotices } from "./hide-update-notices/sv";
import { sv as hideWpVersion } from "./hide-wp-version/sv";
import { sv as idleLogout } from "./idle-logout/sv";
import { sv as lastLoginColumn } from "./last-login-column/sv";
import { sv as lastModifiedDate } from "./last-modified-date/sv";
import { sv as limitLoginAttempts } from "./limit-login-attempts/sv";
import { sv as limitPostRevisions } from "./limit-post-revisions/sv";
import { sv as loginPageMessage } from "./login-page-message/sv";
import { sv as loginRedirectByRole } from "./login-redirect-by-role/sv";
import { sv as logoutRedirect } from "./logout-redirect/sv";
import { sv as minCommentLength } from "./min-comment-length/sv";
import { sv as noticeBar } from "./notice-bar/sv";
import { sv as openGraphTags } from "./open-graph-tags/sv";
import { sv as postViewsCounter } from "./post-views-counter/sv";
import { sv as readingTime } from "./reading-time/sv";
import { sv as redirect404 } from "./redirect-404/sv";
import { sv as redirectAttachmentPages } from "./redirect-attachment-pages/sv";
import { sv as relatedPosts } from "./related-posts/sv";
import { sv as removeDashboardWidgets } from "./remove-dashboard-widgets/sv";
import { sv as requireFeaturedImage } from "./require-featured-image/sv";
import { sv as restrictRestApi } from "./restrict-rest-api/sv";
import { sv as scrollProgressBar } from "./scroll-progress-bar/sv";
import { sv as searchOnlyPosts } from "./search-only-posts/sv";
import { sv as tableOfContents } from "./table-of-contents/sv";
import { sv as testimonialsSlider } from "./testimonials-slider/sv";
import { sv as whatsappChatButton } from "./whatsapp-chat-button/sv";

/** Each catalogue task's Swedish (its <task>/sv.ts), by task id. */
export const SWEDISH_TASKS: Readonly<Record<string, SwedishTask>> = {
  "admin-footer-text": adminFooterText,
  "admin-only-dashboard": adminOnlyDashboard,
  "allow-svg-uploads": allowSvgUploads,
  "author-box": authorBox,
  "auto-featured-image": autoFeaturedImage,
  "back-to-top-button": backToTopButton,
  "breadcrumbs": breadcrumbs,
  "content-expiry": contentExpiry,
  "cookie-consent-banner": cookieConsentBanner,
  "copyright-year": copyrightYear,
  "custom-login-logo": customLoginLogo,
  "custom-login-url": customLoginUrl,
  "custom-read-more-text": customReadMoreText,
  "dashboard-notes-widget": dashboardNotesWidget,
  "disable-author-archives": disableAuthorArchives,
  "disable-auto-update-emails": disableAutoUpdateEmails,
  "disable-block-editor": disableBlockEditor,
  "disable-comments": disableComments,
  "disable-emojis": disableEmojis,
  "disable-file-editor": disableFileEditor,
  "disable-rss-feeds": disableRssFeeds,
  "disable-self-pingbacks": disableSelfPingbacks,
  "disable-xmlrpc": disableXmlrpc,
  "duplicate-post": duplicatePost,
  "email-admin-new-user": emailAdminNewUser,
  "email-admin-on-publish": emailAdminOnPublish,
  "excerpt-length": excerptLength,
  "exclude-category-from-home": excludeCategoryFromHome,
  "external-links-new-tab": externalLinksNewTab,
  "faq-accordion": faqAccordion,
  "featured-image-column": featuredImageColumn,
  "featured-image-in-rss": featuredImageInRss,
  "header-footer-code": headerFooterCode,
  "hide-admin-bar": hideAdminBar,
  "hide-update-notices": hideUpdateNotices,
  "hide-wp-version": hideWpVersion,
  "idle-logout": idleLogout,
  "last-login-column": lastLoginColumn,
  "last-modified-date": lastModifiedDate,
  "limit-login-attempts": limitLoginAttempts,
  "limit-post-revisions": limitPostRevisions,
  "login-page-message": loginPageMessage,
  "login-redirect-by-role": loginRedirectByRole,
  "logout-redirect": logoutRedirect,
  "min-comment-length": minCommentLength,
  "notice-bar": noticeBar,
  "open-graph-tags": openGraphTags,
  "post-views-counter": postViewsCounter,
  "reading-time": readingTime,
  "redirect-404": redirect404,
  "redirect-attachment-pages": redirectAttachmentPages,
  "related-posts": relatedPosts,
  "remove-dashboard-widgets": removeDashboardWidgets,
  "require-featured-image": requireFeaturedImage,
  "restrict-rest-api": restrictRestApi,
  "scroll-progress-bar": scrollProgressBar,
  "search-only-posts": searchOnlyPosts,
  "table-of-contents": tableOfContents,
  "testimonials-slider": testimonialsSlider,
  "whatsapp-chat-button": whatsappChatButton,
};
