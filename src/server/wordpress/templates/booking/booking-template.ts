import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { bookingNames } from "./booking-names";
import { bookingAdminScreens, bookingSiteSection } from "./booking-preview";

// Starter template 8 of the blog article ("Booking request system"): a [booking_form] form (name, e-mail,
// service, preferred date, time slot) checked against the services, weekdays and slots of a settings
// page; requests stored as pending in a custom table, approved or declined from the admin, with e-mails
// to the site and to the customer.
export const bookingTemplate: BlockDefinition = {
  id: "booking",
  label: "booking requests with approval and e-mails",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add booking requests with approval and e-mails", prompt: "Add booking requests with approval and e-mails" },
  sv: { label: "bokningsförfrågningar med godkännande och e-post", quickAction: "Lägg till bokningsförfrågningar med godkännande" },
  defaultName: () => "Booking Requests",
  instanceKey: () => "booking",
  build(ctx) {
    const n = bookingNames(ctx);
    const files = templateFiles(
      "booking",
      [
        "includes/booking.php",
        "includes/booking-admin.php",
        "assets/booking-form.css",
        "assets/booking-form.js",
        "assets/booking-admin.css",
      ],
      ctx,
    );
    return {
      files,
      requires: ["includes/booking.php", "includes/booking-admin.php"],
      install: `${n.p}install`,
      uninstall: templateUninstall("booking", ctx),
      features: [
        `Booking form shortcode [${n.tag}] with name, e-mail, service, preferred date and time slot (nonce, honeypot, rate limit)`,
        "Requests checked against the settings: a service, weekday or time slot that is not offered, a date outside the booking window or an already approved slot is refused with a clear message",
        `Requests stored in a custom table ({prefix}${n.table}) with the status pending, approved or declined`,
        "E-mail to the notification address for every new request, and a receipt to the customer",
        "Bookings → Requests: filter by status, Approve and Decline buttons (nonce and capability checked), each e-mailing the customer",
        "Bookings → Settings: services, available weekdays, time slots, booking window and notification e-mail address",
      ],
      usage: [
        `Put [${n.tag}] in a page (for example "Book an appointment").`,
        "Set the services, available weekdays, time slots and notification e-mail address under Bookings → Settings.",
        "Approve or decline requests under Bookings → Requests; the customer gets an e-mail either way.",
      ],
      sv: {
        features: [
          `Kortkod för bokningsformulär [${n.tag}] med namn, e-post, tjänst, önskat datum och tid (nonce, honungsfälla, gräns för antal förfrågningar)`,
          "Förfrågningar kontrolleras mot inställningarna: en tjänst, veckodag eller tid som inte erbjuds, ett datum utanför bokningsfönstret eller en redan godkänd tid nekas med ett tydligt meddelande",
          `Förfrågningar sparas i en egen tabell ({prefix}${n.table}) med statusen väntande, godkänd eller avböjd`,
          "E-post till aviseringsadressen för varje ny förfrågan, och ett kvitto till kunden",
          "Bookings → Requests: filtrera på status, knapparna Approve och Decline (nonce och behörighet kontrolleras), som vardera e-postar kunden",
          "Bookings → Settings: tjänster, tillgängliga veckodagar, tider, bokningsfönster och e-postadress för aviseringar",
        ],
        usage: [
          `Lägg [${n.tag}] på en sida (till exempel "Boka en tid").`,
          "Ange tjänster, tillgängliga veckodagar, tider och e-postadress för aviseringar under Bookings → Settings.",
          "Godkänn eller avböj förfrågningar under Bookings → Requests; kunden får e-post i båda fallen.",
        ],
      },
      adminScreens: bookingAdminScreens(n),
      siteSections: [bookingSiteSection(n)],
      siteCss: files["assets/booking-form.css"]!,
      styleTargets: {
        wrapper: n.c,
        stylesheet: "assets/booking-form.css",
        parts: {
          form: "",
          button: `.${n.c}__submit`,
          field: `.${n.c}__field`,
          label: `.${n.c}__field label`,
          input: `.${n.c}__field input, .${n.c}__field select`,
          notice: `.${n.c}__notice`,
        },
      },
    };
  },
};
