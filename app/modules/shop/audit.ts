/*
 * The audit log's words: what each recorded action reads as on /admin/audit. An action not
 * listed here (a new one) shows its code until it gets its words.
 */
const ACTION_LABELS: Record<string, string> = {
  "staff.link_created": "made a link to join the back office",
  "staff.joined": "joined the back office",
  "staff.reset_link_mailed": "mailed a link to choose a new password",
  "staff.password_reset": "chose a new password from a mailed link",
  "staff.role_changed": "changed a role",
  "staff.removed": "removed a staff member's access",
  "staff.invitation_revoked": "withdrew an invitation",
  "staff.two_factor_enabled": "turned two-factor sign-in on",
  "staff.two_factor_disabled": "turned two-factor sign-in off",
  "staff.two_factor_turned_off": "turned a colleague's two-factor sign-in off",
  "staff.wrong_codes_mailed": "told a staff member by e-mail of wrong sign-in codes after their password",
  "customer.note_added": "added a note about a customer",
  "customer.reset_link_mailed": "mailed a customer a link to choose a new password",
  "customer.mail_resent": "sent a customer a mail again",
  "customer.size_corrected": "corrected a customer's saved size",
  "customer.list_exported": "exported the customer list",
  "order.production_started": "queued an order's shirts",
  "order.status_changed": "changed an order's status",
  "order.note_added": "added a note",
  "order.shipped": "shipped an order",
  "order.delivered": "marked an order delivered",
  "order.promise_moved": "moved a delivery promise",
  "order.refund_asked": "refunded a customer",
  "order.cancelled": "cancelled an order",
  "payment.attached": "attached an unmatched payment to its order",
  "payment.refund_asked": "refunded an unmatched payment",
  "shirt.stage_moved": "moved a shirt to its next stage",
  "shirt.quality_checked": "recorded a quality check",
  "setting.changed": "changed a setting",
  "claim.remake_approved": "approved a remake under the fit guarantee",
  "claim.declined": "declined a fit claim",
  "claim.alteration_refunded": "decided an alteration refund under the fit guarantee",
  "claim.alteration_refund_failed": "reopened a fit claim whose alteration refund the provider refused",
  "catalogue.model_created": "added a shirt model",
  "catalogue.model_changed": "changed a shirt model",
  "catalogue.model_retired": "retired a shirt model",
  "catalogue.model_restored": "put a shirt model back on sale",
  "catalogue.category_created": "added a category",
  "catalogue.category_changed": "changed a category",
  "catalogue.category_deleted": "deleted a category",
  "catalogue.option_changed": "changed a shirt option",
  "fabric.created": "added a fabric",
  "fabric.changed": "changed a fabric",
  "fabric.retired": "retired a fabric",
  "fabric.restored": "put a fabric back on sale",
  "fabric.imported": "imported fabrics from a CSV file",
  "fabric.stock_received": "recorded cloth received",
  "fabric.stock_counted": "recorded a stock count",
  "order.cloth_reserved": "reserved the cloth of an order's shirts",
  "country.vat_rate_changed": "changed a country's VAT rate",
  "content.home_saved": "edited the home page",
  "content.page_saved": "edited a page",
  "content.article_created": "wrote a new article (draft)",
  "content.article_saved": "edited an article",
  "content.article_published": "published an article",
  "content.article_unpublished": "took an article back to draft",
  "content.guide_saved": "edited a guide page",
  "faq.category_added": "added a FAQ category",
  "faq.category_renamed": "renamed a FAQ category",
  "faq.category_moved": "reordered the FAQ categories",
  "faq.category_removed": "removed a FAQ category",
  "faq.question_added": "added a FAQ question",
  "faq.question_saved": "edited a FAQ question",
  "faq.question_moved": "reordered a FAQ category's questions",
  "faq.question_removed": "removed a FAQ question",
  "delivery.created": "added a delivery option",
  "delivery.changed": "changed a delivery option",
  "currency.rate_set": "set a currency's rate",
  "contact.answered": "answered a contact message",
  "contact.closed": "closed a contact message",
  "contact.reopened": "reopened a contact message",
  "customer.data_exported": "downloaded a customer's data on their request",
  "customer.erased": "erased a customer's data on their request",
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A recorded before/after value as short lines a person reads ("Expires at: 28 Nov 2026,
 * 03:50"): keys in words, instants in the shop's time, nothing left as raw JSON when avoidable.
 */
export function auditValueLines(value: unknown, formatInstant: (iso: string) => string): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== "object") return [String(value)];
  return Object.entries(value).map(([key, item]) => {
    const words = key
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replaceAll("_", " ")
      .toLowerCase();
    const label = words.charAt(0).toUpperCase() + words.slice(1);
    const shown =
      item === null || item === undefined
        ? "—"
        : typeof item === "string" && ISO_INSTANT.test(item)
          ? formatInstant(item)
          : typeof item === "object"
            ? JSON.stringify(item)
            : String(item);
    return `${label}: ${shown}`;
  });
}
