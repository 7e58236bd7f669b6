import type { Response } from "express";
import { escapeHtml } from "../idp";

/** TXN ids the provider pages take in their path: the platform's own shape, nothing else. */
export const TXN_RE = /^[A-Za-z0-9]{1,25}$/;

/** A plain, uncached page of the sandbox's payment provider (deposits and payouts alike). */
export function providerPage(res: Response, status: number, title: string, body: string) {
  res.status(status).set({ "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" })
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox/idp/style.css">
<style>.error{color:#a61b1b;font-weight:600}.success{color:#146c2e;font-weight:600}form{display:inline}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

/**
 * A provider page asked for without the platform's signed link, with a forged one, or after it
 * expired (ADR 079): 403, or 410 once expired, and nothing about the transaction.
 */
export function linkRefused(res: Response, title: string, check: "invalid" | "expired") {
  providerPage(
    res,
    check === "expired" ? 410 : 403,
    title,
    `<p class="error" role="alert" data-link="${check}">${
      check === "expired" ? "This link has expired: start again from the casino." : "This link is not valid."
    }</p>`,
  );
}
