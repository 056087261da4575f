// Toasts (spec.md §9), through one module so every caller shares one import. Importing it asks the root to
// mount sonner's Toaster (./toaster-request), so the Toaster is there before the first toast and pages that
// never toast (the public pages) do not download sonner (decision 0073).
import { requestToaster } from "./toaster-request";

export { toast } from "sonner";

requestToaster();
