/*
 * The back office's roles and what each may open, said once. Every back-office loader and
 * action asks `requireStaff(request, AREA_ROLES.<area>)`; the role-matrix test walks every
 * /admin route for every role against this table.
 */
export const STAFF_ROLES = ["owner", "service", "workshop"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  service: "Customer service",
  workshop: "Workshop",
};

/** What each role does, as the staff page explains it. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including staff accounts, settings and the audit log.",
  service:
    "Orders, customers, notes, delivery, the catalogue's fabrics, the shop's pages, articles and FAQ, contact messages, newsletter subscribers and campaigns.",
  workshop:
    "The production queue, sheets and stages, and reading the fabrics. No customer contact details except the label when packing.",
};

/** The back office's areas and the roles allowed in each. */
export const AREA_ROLES = {
  /** Today at a glance: revenue and customers' orders. */
  dashboard: ["owner", "service"],
  orders: ["owner", "service"],
  /**
   * The customers: their accounts, sizes, orders, messages and mails, service's actions for them,
   * and their data on their request (GDPR: the archive of it, and its erasure).
   */
  customers: ["owner", "service"],
  production: ["owner", "service", "workshop"],
  /** Fit claims under the perfect fit guarantee: read and decided by the service. */
  claims: ["owner", "service"],
  /** The shop's measured fit accuracy, from the claims. */
  fitAccuracy: ["owner"],
  /** What sells, in pictures: revenue, orders, models, fabrics, options, customers, reminders. */
  reports: ["owner"],
  /** Shirt models, categories and the option families. */
  catalogue: ["owner", "service"],
  /** The fabrics: the workshop reads them (what it cuts), without changing them. */
  fabrics: ["owner", "service", "workshop"],
  /** Adding, changing, retiring and importing fabrics. */
  fabricEditing: ["owner", "service"],
  /** The storefront's words: home page, pages, articles, FAQ, guides. */
  content: ["owner", "service"],
  /** Payments that matched no order: attached to an order or refunded by the owner. */
  reconciliation: ["owner"],
  staff: ["owner"],
  audit: ["owner"],
  /**
   * Changing what the storefront offers and says day to day (customer service as well as the owner):
   * delivery options and fees, currency rates, the contact addresses.
   */
  storefrontSettings: ["owner", "service"],
  /**
   * Changing the shop's own rules and the invoices' details: the production lead time, customer
   * service's refund limit (customer service never raises its own) and the fit claims' terms, the
   * seller's legal details and VAT rates.
   */
  settings: ["owner"],
  /** Reading the shop's settings page (not invoicing): customer service answers with its fees, rates and limits. */
  settingsReading: ["owner", "service"],
  /** The contact form's messages, answered by e-mail. */
  messages: ["owner", "service"],
  /** The newsletter's subscribers and their export. */
  subscribers: ["owner", "service"],
  /** The newsletter's campaigns: written, tested and sent once. */
  campaigns: ["owner", "service"],
  /** The header's search: each role finds only what its own areas show. */
  search: ["owner", "service", "workshop"],
  /** The staff member's own account: password and two-factor sign-in. */
  ownAccount: ["owner", "service", "workshop"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type AdminArea = keyof typeof AREA_ROLES;

export function canOpen(role: StaffRole, area: AdminArea): boolean {
  return (AREA_ROLES[area] as readonly StaffRole[]).includes(role);
}

/** Where a staff member lands after signing in: the first area their role opens. */
export function homeOf(role: StaffRole): string {
  return canOpen(role, "dashboard") ? "/admin" : "/admin/production";
}

/** Whether a path belongs to the back office, which has its own frame and sign-in. */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
