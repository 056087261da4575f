// Which WordPress and PHP the runtime runs. A module of its own, so the server's main thread can name the
// release (the live preview serves WordPress's static files) without loading the PHP runtime, which only
// its worker threads use (issue #17: the main thread stays small when idle).

export const WORDPRESS_RELEASE = "6.5";
export const PHP_VERSION = "8.3";
