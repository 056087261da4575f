import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { describeRoles, rolesParam } from "../read-wording";

const roles = (params: Readonly<Record<string, unknown>>) => params.roles as readonly string[];

export const allowSvgUploads: TaskManifest = {
  id: "allow-svg-uploads",
  title: "Allow SVG uploads",
  recognise: [words("svgs?(?: files?| images?| uploads?| logos?| icons?)?", "\\.svg")],
  followUpHints: [words("svgs?", "uploads?")],
  params: [
    rolesParam(["administrator"]),
  ],
  pluginName: (params) => (roles(params).length === 1 && roles(params)[0] === "administrator" ? "Safe SVG Uploads for Administrators" : "Safe SVG Uploads"),
  features: (params) => [
    `${capitalise(describeRoles(roles(params)))} can upload SVG files to the Media Library; nobody else can.`,
    "Each SVG is cleaned before it is saved: scripts, event handlers (onload, onclick…), embedded documents and links to other files are removed, and a file with a DOCTYPE or that is not well-formed SVG is refused.",
  ],
  usage: (params) => [`As one of the ${describeRoles(roles(params))}, upload an .svg under Media → Add New Media File.`],
  hooks: ["upload_mimes", "wp_check_filetype_and_ext", "wp_handle_upload_prefilter"],
  quickPrompt: "Allow administrators to upload SVG files",
  tags: ["svg", "media", "uploads"],
  covers: ["allow SVG uploads", "upload SVG files to the Media Library", "sanitise uploaded SVG files"],
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
