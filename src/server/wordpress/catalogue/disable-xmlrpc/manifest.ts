import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const disableXmlrpc: TaskManifest = {
  id: "disable-xmlrpc",
  title: "Disable XML-RPC",
  recognise: [words("xml-?rpc", "xmlrpc\\.php")],
  followUpHints: [words("xml-?rpc", "pingbacks?")],
  params: [],
  pluginName: () => "Disable XML-RPC",
  features: () => [
    "XML-RPC is switched off: xmlrpc.php offers no method, so no log-in attempts and no pingbacks through it.",
    "The X-Pingback header and the RSD link are no longer sent, and posts stop accepting pings.",
  ],
  usage: () => ["Activate the plugin: XML-RPC is off at once. The Jetpack and WordPress mobile apps that use XML-RPC stop working on this site."],
  hooks: ["xmlrpc_enabled", "xmlrpc_methods", "wp_headers", "wp_head", "pings_open"],
  quickPrompt: "Disable XML-RPC on my site",
  tags: ["xml-rpc", "security"],
  covers: ["disable XML-RPC", "block xmlrpc.php log-in attempts", "turn off pingbacks"],
};
