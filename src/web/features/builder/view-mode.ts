import type { GenerateRequest } from "@shared/schemas/generation";

/** Which preview a turn is about: the WordPress admin (backend) or the public site (frontend). */
export type ViewMode = GenerateRequest["viewMode"];
