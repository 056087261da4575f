import type { BlueprintContext } from "../../blueprint/blueprint-context";
import type { AdminScreen } from "../../blueprint/preview-html";
import { escapeHtml, formRow, settingsForm } from "../../blueprint/preview-html";
import type { BookingNames } from "./booking-names";

/** The form's stylesheet (assets/booking-form.css, also the preview's CSS). */
export function bookingFormCss(c: string): string {
  return `.${c} {
	max-width: 640px;
	margin: 1.5em 0;
}
.${c}__row {
	display: flex;
	flex-wrap: wrap;
	gap: 0 1em;
}
.${c}__row .${c}__field {
	flex: 1 1 220px;
}
.${c}__field {
	margin: 0 0 1em;
}
.${c}__field label {
	display: block;
	font-weight: 600;
	margin-bottom: 0.25em;
}
.${c}__field input,
.${c}__field select {
	box-sizing: border-box;
	width: 100%;
	min-height: 2.6em;
	padding: 0.5em 0.75em;
	border: 1px solid #8c8f94;
	border-radius: 4px;
	background: #fff;
	color: inherit;
	font: inherit;
}
.${c}__field input:focus,
.${c}__field select:focus {
	border-color: #2271b1;
	outline: 2px solid rgba(34, 113, 177, 0.3);
}
.${c}__help {
	display: block;
	margin-top: 0.3em;
	color: #50575e;
	font-size: 0.875em;
}
.${c}__submit {
	background: #2271b1;
	color: #fff;
	border: 0;
	border-radius: 4px;
	padding: 0.7em 1.5em;
	font: inherit;
	font-weight: 600;
	cursor: pointer;
}
.${c}__submit:hover,
.${c}__submit:focus {
	background: #135e96;
}
.${c}__notice {
	padding: 0.75em 1em;
	margin: 0 0 1em;
	border-radius: 4px;
	border-left: 4px solid;
}
.${c}__notice--success {
	background: #edfaef;
	border-color: #00a32a;
}
.${c}__notice--error {
	background: #fcf0f1;
	border-color: #d63638;
}
.${c}__hp {
	position: absolute !important;
	left: -9999px !important;
	width: 1px;
	height: 1px;
	overflow: hidden;
}
`;
}

/** assets/booking-form.js: tells the visitor at once when the chosen date falls on a closed weekday. */
export function bookingFormJs(n: BookingNames): string {
  return `( function () {
	'use strict';
	document.querySelectorAll( '.${n.c}__form[data-weekdays]' ).forEach( function ( form ) {
		var input = form.querySelector( 'input[type="date"]' );
		if ( ! input ) {
			return;
		}
		var open = form.getAttribute( 'data-weekdays' ).split( ',' ).map( Number );
		var message = form.getAttribute( 'data-weekday-message' ) || '';
		var check = function () {
			var value = input.value;
			var closed = false;
			if ( /^\\d{4}-\\d{2}-\\d{2}$/.test( value ) ) {
				var parts = value.split( '-' ).map( Number );
				var day = new Date( Date.UTC( parts[ 0 ], parts[ 1 ] - 1, parts[ 2 ] ) ).getUTCDay();
				closed = open.indexOf( day ) === -1;
			}
			input.setCustomValidity( closed ? message : '' );
			if ( closed ) {
				input.reportValidity();
			}
		};
		input.addEventListener( 'change', check );
		input.addEventListener( 'input', check );
	} );
}() );
`;
}

/** assets/booking-admin.css: status badges and the action buttons of the requests list. */
export function bookingAdminCss(ctx: BlueprintContext): string {
  const b = `${ctx.cssPrefix}badge`;
  return `.${b} {
	display: inline-block;
	padding: 2px 8px;
	border-radius: 10px;
	font-size: 12px;
	line-height: 1.6;
	background: #f0f0f1;
	color: #50575e;
}
.${b}--pending {
	background: #fcf9e8;
	color: #8a6d00;
}
.${b}--approved {
	background: #edfaef;
	color: #00701a;
}
.${b}--declined {
	background: #fcf0f1;
	color: #b32d2e;
}
.${ctx.cssPrefix}actions form {
	display: inline-block;
	margin: 0 6px 4px 0;
}
`;
}

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
<div class="${c}__notice ${c}__notice--success" role="status">Thank you! Your booking request has been received. We will confirm it by e-mail.</div>
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
