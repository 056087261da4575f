import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { phpString } from "../../src/server/wordpress/blueprint/php-source";
import { connectorFiles } from "../../src/server/wordpress/connector/connector-zip";
import { CONNECTOR_SLUG } from "../../src/server/wordpress/connector/protocol";
import { readWordPressAsset } from "../../src/server/wordpress/preview-sites/wordpress-assets";
import { prepareRuntime, type PreparedRuntime } from "../../src/server/wordpress/runtime/prepared-runtime";
import { type Site, startSite } from "../../src/server/wordpress/runtime/wordpress-site";

// A person's WordPress with the Plugsmith Connector (issue #37): the runtime's snapshot started in this process, the
// connector installed from its real files and activated as wp-admin does, served over HTTP on a localhost port by
// a small Node server, so that Plugsmith's fetch goes over the real wire. The sandbox walls of every site stay
// (wordpress-site.ts: no network, no host files, bounded memory and output): the connector needs no network.

/** One snapshot for every test file of a run, shared with wordpress-test-site.ts. */
const SNAPSHOT_DIR = join(tmpdir(), "plugsmith-test-wordpress");
let prepared: Promise<PreparedRuntime> | null = null;
const runtime = () => (prepared ??= prepareRuntime(SNAPSHOT_DIR));

export interface PluginState {
  /** The Version header of its main file ('' when it has none). */
  version: string;
  active: boolean;
  /** Paths inside its folder, sorted. */
  files: string[];
}

export interface Refusal {
  time: number;
  action: string;
  code: string;
  message: string;
}

export interface ConnectorSite {
  /** The site's address, e.g. http://127.0.0.1:41234 (its home URL). */
  url: string;
  /** What the administrator does: opens Settings → Plugsmith Connector, pastes `code`, saves (through the form, over HTTP). */
  enterCode(code: string): Promise<void>;
  /** The Unpair button on the connector's settings page, as the administrator. */
  unpairOnSite(): Promise<void>;
  /** The plugin installed as `slug`, or null when its folder is not there. */
  pluginState(slug: string): Promise<PluginState | null>;
  /** The previous version the connector keeps for `slug`, or null. */
  backupState(slug: string): Promise<Omit<PluginState, "active"> | null>;
  /** The refusals the connector logged, oldest first. */
  refusals(): Promise<Refusal[]>;
  /** The connector's settings page as the administrator sees it (HTML). */
  settingsPage(): Promise<string>;
  /** The administrator's (user 1's) sign-in cookies, as a Cookie header. */
  adminCookie(): Promise<string>;
  /** Runs PHP inside WordPress (wp-load.php loaded); returns what it echoed. For what a test must arrange (a code's age). */
  php(code: string): Promise<string>;
  close(): Promise<void>;
}

const SETTINGS_PATH = "/wp-admin/options-general.php?page=plugsmith-connector";

/** A plugin folder as it is now: version, active, files (JSON from PHP). */
const stateScript = (root: string, slug: string) => `
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$dir = ${phpString(root)} . '/' . ${phpString(slug)};
if ( ! is_dir( $dir ) ) { echo 'null'; return; }
$files = array();
$walk = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
foreach ( $walk as $file ) { $files[] = substr( $file->getPathname(), strlen( $dir ) + 1 ); }
sort( $files );
$version = '';
$main = null;
foreach ( glob( $dir . '/*.php' ) as $php ) {
  $header = get_file_data( $php, array( 'Name' => 'Plugin Name', 'Version' => 'Version' ) );
  if ( '' !== $header['Name'] ) { $version = $header['Version']; $main = basename( $php ); break; }
}
wp_cache_delete( 'alloptions', 'options' );
$active = null !== $main && in_array( ${phpString(slug)} . '/' . $main, (array) get_option( 'active_plugins', array() ), true );
echo wp_json_encode( array( 'version' => $version, 'active' => $active, 'files' => $files ) );
`;

function readBody(request: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    request.on("error", reject);
  });
}

/** Starts a WordPress with the connector installed and active, served at http://127.0.0.1:<a free port>. */
export async function startConnectorSite(): Promise<ConnectorSite> {
  const { snapshot } = await runtime();
  let site: Site | null = null;
  // One PHP runtime: requests and scripts take turns.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      try {
        // WordPress's static files (Playground's build leaves them out of the site), as a web server would serve them.
        const asset = request.method === "GET" ? await readWordPressAsset(new URL(request.url ?? "/", url).pathname) : null;
        if (asset) {
          response.writeHead(200, { "content-type": asset.type, connection: "close" });
          response.end(Buffer.from(asset.body));
          return;
        }
        const body = await readBody(request);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
        const answer = await inTurn(() =>
          site!.handler.request({ method: (request.method ?? "GET") as "GET", url: `${url}${request.url ?? "/"}`, headers, ...(body.length > 0 ? { body } : {}) }),
        );
        for (const [name, values] of Object.entries(answer.headers)) response.setHeader(name, values);
        // One request a connection: a kept-alive socket the server times out while a test runs PHP would reset the next fetch.
        response.setHeader("connection", "close");
        response.writeHead(answer.httpStatusCode);
        response.end(Buffer.from(answer.bytes));
      } catch (error) {
        response.writeHead(502, { "content-type": "text/plain" });
        response.end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const php = (code: string) =>
    inTurn(async () => {
      const response = await site!.php.run({ code: `<?php\n$_SERVER['REQUEST_URI'] = '/';\n$_SERVER['HTTP_HOST'] = ${phpString(new URL(url).host)};\nrequire '/wordpress/wp-load.php';\n${code}` });
      if (response.exitCode !== 0) throw new Error(`PHP stopped (exit ${response.exitCode}): ${response.errors || response.text}`);
      return response.text;
    });

  try {
    site = await startSite(snapshot, url);
    const dir = `/wordpress/wp-content/plugins/${CONNECTOR_SLUG}`;
    for (const [path, content] of Object.entries(connectorFiles())) {
      const full = `${dir}/${path}`;
      site.php.mkdir(full.slice(0, full.lastIndexOf("/")));
      site.php.writeFile(full, content);
    }
    const activated = await php(`
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = activate_plugin( ${phpString(`${CONNECTOR_SLUG}/${CONNECTOR_SLUG}.php`)} );
echo is_wp_error( $result ) ? $result->get_error_message() : ( is_plugin_active( ${phpString(`${CONNECTOR_SLUG}/${CONNECTOR_SLUG}.php`)} ) ? 'active' : 'not active' );`);
    if (activated !== "active") throw new Error(`WordPress did not activate the connector: ${activated}`);
  } catch (error) {
    site?.dispose();
    server.close();
    throw error;
  }

  /** The administrator's cookies (user 1), as the browser would hold them after signing in. */
  const adminCookie = async () => {
    const cookies = JSON.parse(
      await php(`echo wp_json_encode( array( AUTH_COOKIE => wp_generate_auth_cookie( 1, time() + HOUR_IN_SECONDS, 'auth' ), LOGGED_IN_COOKIE => wp_generate_auth_cookie( 1, time() + HOUR_IN_SECONDS, 'logged_in' ) ) );`),
    ) as Record<string, string>;
    return Object.entries(cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join("; ");
  };

  const settingsPage = async (cookie?: string) => {
    const response = await fetch(`${url}${SETTINGS_PATH}`, { headers: { cookie: cookie ?? (await adminCookie()) }, redirect: "manual" });
    if (response.status !== 200) throw new Error(`The connector's settings page answered ${response.status}`);
    return response.text();
  };

  /** Submits one of the settings page's forms (the one for admin-post `action`) with `fields`, as the administrator. */
  const submit = async (action: string, fields: Record<string, string>, expected: string) => {
    const cookie = await adminCookie();
    const page = await settingsPage(cookie);
    const form = new RegExp(`value="${action}"\\s*/>\\s*<input[^>]*name="_wpnonce" value="([0-9a-f]+)"`).exec(page);
    if (!form) throw new Error(`No ${action} form on the connector's settings page`);
    const response = await fetch(`${url}/wp-admin/admin-post.php`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", referer: `${url}${SETTINGS_PATH}` },
      body: new URLSearchParams({ action, _wpnonce: form[1]!, _wp_http_referer: SETTINGS_PATH, ...fields }).toString(),
      redirect: "manual",
    });
    const location = response.headers.get("location") ?? "";
    if (response.status !== 302 || !location.includes(`plugsmith-connector-message=${expected}`)) {
      throw new Error(`The ${action} form answered ${response.status} ${location}: ${(await response.text()).slice(0, 300)}`);
    }
  };

  const state = async (root: string, slug: string) => JSON.parse(await php(stateScript(root, slug))) as PluginState | null;

  return {
    url,
    enterCode: (code) => submit("plugsmith_connector_code", { plugsmith_connector_code: code }, "code-saved"),
    unpairOnSite: () => submit("plugsmith_connector_unpair", {}, "unpaired"),
    pluginState: (slug) => state("/wordpress/wp-content/plugins", slug),
    async backupState(slug) {
      const kept = await state("/wordpress/wp-content/plugsmith-connector-backups", slug);
      return kept ? { version: kept.version, files: kept.files } : null;
    },
    async refusals() {
      return JSON.parse(await php("wp_cache_delete( 'alloptions', 'options' ); echo wp_json_encode( array_values( (array) get_option( 'plugsmith_connector_refusals', array() ) ) );")) as Refusal[];
    },
    settingsPage: () => settingsPage(),
    adminCookie,
    php,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      site?.dispose();
    },
  };
}
