import { type AdminArea, canOpen, type StaffRole } from "./roles";

/*
 * The back office's screens, said once: the menu shows those marked `menu`, in this order;
 * the header's search finds any of them by its name or by a word a team would type for it
 * ("vat" finds the invoicing settings). Each shows only to the roles its area allows.
 */

export type BackOfficeScreen = {
  to: string;
  label: string;
  area: AdminArea;
  /** In the menu beside every page. */
  menu?: true;
  /** The menu entry is current on this path only, not on the paths below it. */
  end?: true;
  /** Other words a team member may search it by. */
  words?: string;
};

export const BACK_OFFICE_SCREENS: readonly BackOfficeScreen[] = [
  { to: "/admin", label: "Today", area: "dashboard", menu: true, end: true, words: "dashboard home figures" },
  { to: "/admin/orders", label: "Orders", area: "orders", menu: true, words: "sales" },
  { to: "/admin/reports", label: "Reports", area: "reports", menu: true, words: "sales revenue charts statistics" },
  { to: "/admin/customers", label: "Customers", area: "customers", menu: true, words: "accounts clients" },
  { to: "/admin/production", label: "Production", area: "production", menu: true, words: "workshop queue stages" },
  { to: "/admin/claims", label: "Fit claims", area: "claims", menu: true, words: "remakes guarantee returns" },
  { to: "/admin/fit-accuracy", label: "Fit accuracy", area: "fitAccuracy", menu: true, words: "sizing errors" },
  { to: "/admin/catalogue", label: "Catalogue", area: "catalogue", menu: true, words: "models shirts" },
  { to: "/admin/fabrics", label: "Fabrics", area: "fabrics", menu: true, words: "cloth stock metres" },
  { to: "/admin/content", label: "Content", area: "content", menu: true, words: "pages articles blog" },
  { to: "/admin/messages", label: "Messages", area: "messages", menu: true, words: "contact inbox" },
  { to: "/admin/subscribers", label: "Subscribers", area: "subscribers", menu: true, words: "newsletter" },
  { to: "/admin/campaigns", label: "Campaigns", area: "campaigns", menu: true, words: "newsletter mailing" },
  {
    to: "/admin/payments/unmatched",
    label: "Unmatched payments",
    area: "reconciliation",
    menu: true,
    words: "reconciliation",
  },
  { to: "/admin/staff", label: "Staff", area: "staff", menu: true, words: "team members invitations roles" },
  { to: "/admin/audit", label: "Audit log", area: "audit", menu: true, words: "history who did what" },
  { to: "/admin/settings", label: "Settings", area: "settingsReading", menu: true, words: "configuration" },
  { to: "/admin/account", label: "My account", area: "ownAccount", menu: true, words: "password two-factor" },
  { to: "/admin/settings#delivery-title", label: "Delivery options", area: "settingsReading", words: "shipping fees" },
  {
    to: "/admin/settings#rates-title",
    label: "Currency rates",
    area: "settingsReading",
    words: "exchange gbp usd chf",
  },
  { to: "/admin/settings/invoicing", label: "Invoicing settings", area: "settings", words: "vat seller legal" },
  { to: "/admin/production/sheets?stage=queued", label: "Production sheets", area: "production", words: "print" },
  { to: "/admin/fabrics/new", label: "New fabric", area: "fabricEditing", words: "add" },
  { to: "/admin/fabrics/import", label: "Import fabrics", area: "fabricEditing", words: "csv upload" },
  { to: "/admin/catalogue/categories", label: "Categories", area: "catalogue", words: "gallery" },
  { to: "/admin/content/home", label: "Home page", area: "content", words: "storefront" },
  { to: "/admin/content/faq", label: "FAQ", area: "content", words: "questions answers" },
  { to: "/admin/campaigns/new", label: "New campaign", area: "campaigns", words: "newsletter mailing" },
];

/** The menu of a role, in order. */
export function menuOf(role: StaffRole): BackOfficeScreen[] {
  return BACK_OFFICE_SCREENS.filter((screen) => screen.menu && canOpen(role, screen.area));
}

/** The screens a role may open whose name or words contain every word of `query`, menu entries first. */
export function findScreens(role: StaffRole, query: string): BackOfficeScreen[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return BACK_OFFICE_SCREENS.filter((screen) => {
    if (!canOpen(role, screen.area)) return false;
    const text = `${screen.label} ${screen.words ?? ""}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
