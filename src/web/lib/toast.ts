// Toasts (spec.md §9), through one module so every caller shares one import. Sonner loads with the app:
// fetching it on the first toast (decision 0041's first attempt) left the dashboard on its spinner when it
// opened with a notice to show (?payment_success=…), so it is eager again until that is understood.
export { toast } from "sonner";
