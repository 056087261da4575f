import type { BlockDefinition } from "../blueprint/blocks/block-types";
import { leadMagnetTemplate } from "./lead-magnet/lead-magnet-template";
import { wooUpsellTemplate } from "./woo-upsell/woo-upsell-template";
import { contentAccessTemplate } from "./content-access/content-access-template";
import { analyticsTemplate } from "./analytics/analytics-template";
import { aiAssistantTemplate } from "./ai-assistant/ai-assistant-template";
import { clientPortalTemplate } from "./client-portal/client-portal-template";
import { crmSyncTemplate } from "./crm-sync/crm-sync-template";
import { bookingTemplate } from "./booking/booking-template";
import { maintenanceTemplate } from "./maintenance/maintenance-template";
import { dynamicPricingTemplate } from "./dynamic-pricing/dynamic-pricing-template";

/** The ten starter templates, in the blog article's order (src/shared/starter-templates.ts). */
export const TEMPLATES: readonly BlockDefinition[] = [
  leadMagnetTemplate,
  wooUpsellTemplate,
  contentAccessTemplate,
  analyticsTemplate,
  aiAssistantTemplate,
  clientPortalTemplate,
  crmSyncTemplate,
  bookingTemplate,
  maintenanceTemplate,
  dynamicPricingTemplate,
];
