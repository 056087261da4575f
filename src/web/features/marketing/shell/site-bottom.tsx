// The public pages' footer, as an island (decision 0073): loaded only for another language than English.
import "~/lib/i18n";
import { SiteFooter } from "~/components/layout/site-footer";

export default SiteFooter;
