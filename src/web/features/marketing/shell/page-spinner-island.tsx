// The spinner the SPA fallback page is prerendered with, as an island (decision 0073): it keeps its English
// HTML while the app's page loads, and is rendered with i18next only when the page is shown in another language.
import "~/lib/i18n";
import { PageSpinner } from "~/components/layout/page-spinner";

export default PageSpinner;
