/** The public origin of the site (SITE_URL at build time; see vite.config.ts). */
declare const __SITE_URL__: string;
