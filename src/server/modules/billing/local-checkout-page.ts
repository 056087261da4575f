import type { LocalCheckoutSession, SubscriptionResponse } from "../../../shared/schemas/billing";
import { escapeHtml } from "../../../shared/escape-html";

// Minimal server-rendered pages for the local test-mode checkout and portal substitute. They are marked
// TEST MODE and need no script: each button is a form posting to the same origin (the web app may replace
// them with its own pages on the same JSON endpoints).

const usd = (value: number) => `$${value.toFixed(2)}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · TEST MODE</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}
.test{background:#fef3c7;border:1px solid #f59e0b;padding:.5rem .75rem;border-radius:.5rem;font-weight:600}
button{font-size:1rem;padding:.6rem 1rem;margin:.25rem .25rem 0 0;border-radius:.4rem;border:1px solid #888;cursor:pointer}
.primary{background:#111;color:#fff}</style></head>
<body><p class="test" role="status">TEST MODE: no real payment is taken. This is Plugsmith's local checkout.</p>
${body}</body></html>`;
}

export function localCheckoutPage(session: LocalCheckoutSession): string {
  const what =
    session.mode === "subscription"
      ? `${escapeHtml(session.itemName)}: ${session.credits} credits every month for ${usd(session.priceUsd)} a month (incl. VAT)`
      : `${escapeHtml(session.itemName)}: ${session.credits} credits that never expire, ${usd(session.priceUsd)} once (incl. VAT)`;
  const id = encodeURIComponent(session.id);
  const body =
    session.status === "open"
      ? `<h1>Checkout</h1><p>${what}</p>
<form method="post" action="/api/billing/local/sessions/${id}/complete"><button class="primary" type="submit">Pay ${usd(session.priceUsd)} (test)</button></form>
<form method="post" action="/api/billing/local/sessions/${id}/cancel"><button type="submit">Cancel</button></form>`
      : `<h1>Checkout ${session.status === "complete" ? "completed" : "canceled"}</h1><p>${what}</p>
<p><a href="${escapeHtml(session.status === "complete" ? session.successUrl : session.cancelUrl)}">Back to Plugsmith</a></p>`;
  return layout("Checkout", body);
}

export function localPortalPage(subscription: SubscriptionResponse, returnUrl: string): string {
  const action = (name: string, label: string) =>
    `<form method="post" action="/api/billing/local/portal/${name}"><button type="submit">${label}</button></form>`;
  const state = subscription.productId
    ? `<p>Plan: ${escapeHtml(subscription.productId)} · ${subscription.monthlyCredits} credits a month · status ${escapeHtml(subscription.status)}</p>
<p>${subscription.cancelAtPeriodEnd ? "Ends" : "Renews"} on ${escapeHtml(subscription.subscriptionEnd ?? "")}</p>`
    : `<p>Status: ${escapeHtml(subscription.status)}</p>`;
  const live = subscription.status !== "none" && subscription.status !== "canceled";
  const actions = live
    ? [
        subscription.cancelAtPeriodEnd ? action("resume", "Keep subscription") : action("cancel", "Cancel at period end"),
        action("renew", "Test: end the month now (payment succeeds)"),
        action("fail", "Test: end the month now (payment fails)"),
        action("end", "Test: end the subscription now"),
      ].join("\n")
    : "";
  return layout("Manage subscription", `<h1>Manage subscription</h1>${state}${actions}<p><a href="${escapeHtml(returnUrl)}">Back to Plugsmith</a></p>`);
}
