// The plugin the offline generator writes for a contact form: the typical plugin the WordPress benchmarks check and
// preview, as stored (its files) and as installed (its folder).
import { generateBlueprint } from "../../src/server/wordpress/blueprint/generate-blueprint";
import { pluginFolder } from "../../src/server/wordpress/plugin-zip";
import type { InstalledPlugin } from "../../src/server/wordpress/runtime/run-gate";

export const contactFormFiles = generateBlueprint({
  pluginName: "New WordPress Plugin",
  files: {},
  history: [],
  message: "A contact form with name, email and message fields that emails the site admin and stores entries in the admin",
  images: [],
  viewMode: "backend",
  author: "Bench",
}).files;

export const contactFormFolder = pluginFolder(contactFormFiles, "Contact Form");

export const contactForm: InstalledPlugin = {
  slug: contactFormFolder.slug,
  mainFile: contactFormFolder.mainFile!,
  files: Object.fromEntries(contactFormFolder.entries.map((e) => [e.path, e.data])),
};
