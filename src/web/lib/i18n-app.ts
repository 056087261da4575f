import enApp from "~/locales/en.app.json";
import { i18n } from "./i18n";

// The signed-in app's English strings (decision 0041). Imported for its effect by the app's route modules
// (layouts/focus-layout, layouts/workspace-layout, and the app pages inside the site layout), so they are
// in place before any of those pages renders; the public pages never download them. Swedish is one file,
// fetched whole when someone picks it.
i18n.addResourceBundle("en", "translation", enApp, true, false);
