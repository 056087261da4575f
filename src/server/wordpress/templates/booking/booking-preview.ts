import type { AdminScreen } from "../../blueprint/preview-html";
import { escapeHtml, formRow, sentNotice, settingsForm } from "../../blueprint/preview-html";
import type { BookingNames } from "./booking-names";

/** The builder's mock admin screens. */
export function bookingAdminScreens(n: BookingNames): AdminScreen[] {
  const badge = (label: string, colours: string) => `<span style="display:inline-block;padding:2px 8px;border-radius:10px;font-size:12px;background:${colours}">${label}</span>`;
  const pending = badge("Pending", "#fcf9e8;color:#8a6d00");
  const approved = badge("Approved", "#edfaef;color:#00701a");
  const declined = badge("Declined", "#fcf0f1;color:#b32d2e");
  const approve = `<button type="button" class="button button-primary">Approve</button>`;
  const decline = `<button type="button" class="button">Decline</button>`;
  return [
    {
      title: "Booking Requests",
      body: `<p>Put <code>[${escapeHtml(n.tag)}]</code> in a page to show the booking form. New requests are e-mailed to the notification address of the settings.</p>
<p class="subsubsub">All (3) | Pending (1) | Approved (1) | Declined (1)</p>
<table class="widefat"><thead><tr><th>Date</th><th>Time</th><th>Service</th><th>Name</th><th>E-mail</th><th>Status</th><th>Actions</th></tr></thead><tbody>
<tr><td><strong>March 12, 2025</strong></td><td>10:00</td><td>Consultation</td><td>Anna Berg</td><td><a href="#">anna@example.com</a></td><td>${pending}</td><td>${approve} ${decline}</td></tr>
<tr><td><strong>March 13, 2025</strong></td><td>14:00</td><td>Follow-up appointment</td><td>Jonas Ek</td><td><a href="#">jonas@example.com</a></td><td>${approved}</td><td>${decline}</td></tr>
<tr><td><strong>March 14, 2025</strong></td><td>09:00</td><td>Consultation</td><td>Sara Lind</td><td><a href="#">sara@example.com</a></td><td>${declined}</td><td>${approve}</td></tr>
</tbody></table>`,
    },
    {
      title: "Booking Settings",
      body: `<h2>What can be booked</h2>
${settingsForm([
  formRow("Services", `<textarea rows="3">Consultation\nFollow-up appointment</textarea>`, "One service per line, e.g. Haircut (45 min)."),
  formRow(
    "Available weekdays",
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
      .map((day, i) => `<label style="margin-right:1em"><input type="checkbox"${i < 5 ? " checked" : ""}> ${day}</label>`)
      .join(""),
  ),
  formRow("Time slots", `<textarea rows="4" style="width:8em">09:00\n10:00\n11:00\n13:00\n14:00\n15:00</textarea>`, "One start time per line, 24-hour clock (09:00, 13:30)."),
  formRow("Booking window", `From <input type="number" value="1" style="width:60px"> to <input type="number" value="90" style="width:60px"> days ahead`),
  formRow("Notification e-mail", `<input type="email" class="regular-text" value="bookings@example.com">`),
])}`,
    },
  ];
}

/** The builder's mock of the form on the site. */
export function bookingSiteSection(n: BookingNames): string {
  const { c, p } = n;
  const field = (id: string, label: string, input: string) => `<p class="${c}__field"><label for="${p}${id}">${label}</label>${input}</p>`;
  return `<h2>Book an appointment</h2>
<div class="${c}" id="${c}">
${sentNotice(`${c}__notice ${c}__notice--success`, "Thank you! Your booking request has been received. We will confirm it by e-mail.")}
<form class="${c}__form" method="post" action="#">
${field("name", "Name", `<input type="text" id="${p}name" required>`)}
${field("email", "E-mail", `<input type="email" id="${p}email" required>`)}
${field("service", "Service", `<select id="${p}service"><option>Consultation</option><option>Follow-up appointment</option></select>`)}
<div class="${c}__row">
<p class="${c}__field"><label for="${p}date">Preferred date</label><input type="date" id="${p}date"><small class="${c}__help">Available on: Monday, Tuesday, Wednesday, Thursday, Friday</small></p>
${field("slot", "Time slot", `<select id="${p}slot"><option>09:00</option><option>10:00</option><option>11:00</option><option>13:00</option><option>14:00</option><option>15:00</option></select>`)}
</div>
<p class="${c}__actions"><button type="submit" class="${c}__submit">Request booking</button></p>
</form>
</div>`;
}
