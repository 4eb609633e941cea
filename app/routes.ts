import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table: one line per route of the spec (spec 000 and 001, section 2). The URLs are
 * the spec's, misspellings included (/adresse, /confirm-adress, /confirm-compte); the files are
 * named in English.
 */
export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("made-to-measure-online-shirt", "routes/about.tsx"),
  route("about-us", "routes/about.tsx", { id: "about-us" }),
  route("legal-notice", "routes/legal-notice.tsx"),
  route("confirm-compte", "routes/account-created.tsx"),
  route("account", "routes/account.tsx"),
  // Not in the spec's table: the customer's data as a zip (GDPR articles 15 and 20).
  route("account/data", "routes/account-data.tsx"),
  route("adresse", "routes/address.tsx"),
  route("my-sizes", "routes/my-sizes.tsx"),
  route("men-shirts", "routes/men-shirts.tsx"),
  route("cart", "routes/cart.tsx"),
  route("measurement", "routes/measurement.tsx"),
  route("custom-made-men-shirt/:name/:id", "routes/shirt.tsx"),
  route("design-shirt/:id", "routes/design-shirt.tsx"),
  route("redesign-shirt/:id", "routes/design-shirt.tsx", { id: "redesign-shirt" }),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("custom-shirts-options", "routes/custom-shirts-options.tsx"),
  route("design-your-own-shirt", "routes/design-your-own-shirt.tsx"),
  route("take-measurements-shirts-on-the-shirt", "routes/take-measurements-shirts-on-the-shirt.tsx"),
  route("sizing-guides", "routes/sizing-guides.tsx"),
  route("perfect-fit-guarantee", "routes/perfect-fit-guarantee.tsx"),
  route("style-device", "routes/style-device.tsx"),
  route("confirm-adress", "routes/confirm-address.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("confirmation", "routes/confirmation.tsx"),
  route("history-order", "routes/history-order.tsx"),
  route("history-order/fit-claim/:unitId", "routes/fit-claim.tsx"),
  route("history-order/fit-claim-photos/:photoId", "routes/fit-claim-photo.tsx"),
  // Not in the spec's table: the invoice of an order of the history, a PDF.
  route("history-order/:orderId/invoice", "routes/invoice.tsx"),
  // The credit note of a refund, a PDF.
  route("history-order/credit-notes/:creditNoteId", "routes/credit-note.tsx"),
  route("style/:url", "routes/article.tsx"),
  route("blog/:url", "routes/article.tsx", { id: "blog-article" }),
  route("404-html", "routes/not-found.tsx"),
  // Not in the spec's table: the page of the emailed password-reset link (DESIGN.md section 4.3).
  route("reset-password", "routes/reset-password.tsx"),
  // Resource routes: form posts of the shell.
  route("currency", "routes/currency.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  // The unsubscribe link of the newsletter's e-mails: GET asks, POST unsubscribes.
  route("newsletter/unsubscribe/:token", "routes/newsletter-unsubscribe.tsx"),
  // The confirmation link of a new subscription (double opt-in): GET asks, POST confirms.
  route("newsletter/confirm/:token", "routes/newsletter-confirm.tsx"),
  // The drawing of a shirt as a PNG, for the newsletter's mails (mail clients show no SVG).
  route("mail/shirts/:file", "routes/mail-shirt.tsx"),
  route("logout", "routes/logout.tsx"),
  // Buy now for the providers paid in the browser (JSON), and the providers' webhooks.
  route("checkout/payment", "routes/checkout-payment.tsx"),
  route("webhooks/:provider", "routes/payment-webhook.tsx"),
  // The registration form's captcha challenge (GET, never cached).
  route("captcha", "routes/captcha.tsx"),
  // The back office (not in the spec): staff only, with its own sign-in and frame.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/login/second-factor", "routes/admin/second-factor.tsx"),
  route("admin/join", "routes/admin/join.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/search", "routes/admin/search.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/orders.csv", "routes/admin/orders-export.tsx"),
    route("admin/orders/packing-slips", "routes/admin/orders-packing-slips.tsx"),
    route("admin/orders/ship", "routes/admin/orders-ship.tsx"),
    route("admin/orders/:id", "routes/admin/order.tsx"),
    route("admin/orders/:id/invoice", "routes/admin/order-invoice.tsx"),
    route("admin/customers", "routes/admin/customers.tsx"),
    route("admin/customers.csv", "routes/admin/customers-export.tsx"),
    route("admin/customers/:id", "routes/admin/customer.tsx"),
    route("admin/credit-notes/:creditNoteId", "routes/admin/credit-note.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/settings/invoicing", "routes/admin/settings-invoicing.tsx"),
    // The workshop: the queue, a shirt's phone page (its QR code), the printed sheets and slips.
    route("admin/production", "routes/admin/production.tsx"),
    route("admin/production/sheets", "routes/admin/production-sheets.tsx"),
    route("admin/shirts/:unitId", "routes/admin/shirt.tsx"),
    route("admin/shirts/:unitId/sheet", "routes/admin/shirt-sheet.tsx"),
    route("admin/packing-slips/:reference", "routes/admin/packing-slip.tsx"),
    route("admin/claims", "routes/admin/claims.tsx"),
    route("admin/claims/:id", "routes/admin/claim.tsx"),
    route("admin/claims/photos/:photoId", "routes/admin/claim-photo.tsx"),
    route("admin/fit-accuracy", "routes/admin/fit-accuracy.tsx"),
    // What sells, in pictures (owner): charts drawn on the server, each figure's table as CSV.
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/reports.csv", "routes/admin/reports-export.tsx"),
    route("admin/payments/unmatched", "routes/admin/unmatched-payments.tsx"),
    // The catalogue: shirt models ("new" creates one), categories, the option families.
    route("admin/catalogue", "routes/admin/catalogue.tsx"),
    route("admin/catalogue/models/:id", "routes/admin/catalogue-model.tsx"),
    route("admin/catalogue/categories", "routes/admin/catalogue-categories.tsx"),
    route("admin/catalogue/options/:family", "routes/admin/catalogue-options.tsx"),
    // The catalogue's fabrics: the list, its CSV export, a new fabric, one fabric, the CSV import.
    route("admin/fabrics", "routes/admin/fabrics.tsx"),
    route("admin/fabrics.csv", "routes/admin/fabrics-export.tsx"),
    route("admin/fabrics/new", "routes/admin/fabric-new.tsx"),
    route("admin/fabrics/import", "routes/admin/fabrics-import.tsx"),
    route("admin/fabrics/import/:importId", "routes/admin/fabrics-import-report.tsx"),
    route("admin/fabrics/:id", "routes/admin/fabric.tsx"),
    // The storefront's words: home page, pages, articles, FAQ, guide pages.
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/content/home", "routes/admin/content-home.tsx"),
    route("admin/content/pages/:id", "routes/admin/content-page.tsx"),
    route("admin/content/articles/new", "routes/admin/content-article-new.tsx"),
    route("admin/content/faq", "routes/admin/content-faq.tsx"),
    route("admin/content/faq/:id", "routes/admin/content-faq-question.tsx"),
    route("admin/content/guides/:url", "routes/admin/content-guide.tsx"),
    route("admin/content/preview", "routes/admin/content-preview.tsx"),
    // The shop's settings (owner): delivery, currency rates, its own settings, contact addresses.
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/settings/delivery/:id", "routes/admin/delivery-option.tsx"),
    // The contact form's messages and the newsletter's subscribers (owner and service).
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/messages/:id", "routes/admin/message.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/subscribers.csv", "routes/admin/subscribers-export.tsx"),
    // A customer's data on request (GDPR): the archive, and the erasure (owner and service, audited).
    route("admin/customers/:id/data", "routes/admin/customer-data.tsx"),
    route("admin/customers/:id/erase", "routes/admin/customer-erase.tsx"),
    // The newsletter's campaigns (owner and service): written, previewed, tested, sent once.
    route("admin/campaigns", "routes/admin/campaigns.tsx"),
    route("admin/campaigns/new", "routes/admin/campaign-new.tsx"),
    route("admin/campaigns/:id", "routes/admin/campaign.tsx"),
    route("admin/campaigns/:id/preview", "routes/admin/campaign-preview.tsx"),
  ]),
  route("*", "routes/not-found.tsx", { id: "unknown-path" }),
] satisfies RouteConfig;
