import {
  Banknote,
  ChartColumn,
  ClipboardList,
  Contact,
  Gauge,
  Inbox,
  LayoutGrid,
  type LucideIcon,
  Mail,
  Newspaper,
  Ruler,
  ScissorsLineDashed,
  ScrollText,
  Send,
  Settings,
  Shirt,
  SwatchBook,
  UserCog,
  Users,
} from "lucide-react";
import { type AdminArea, canOpen, type StaffRole } from "~/modules/staff/roles";

/** The back office's menu, in order; each entry shows only to the roles its area allows. */
const NAV: { to: string; label: string; area: AdminArea; icon: LucideIcon; end?: boolean }[] = [
  { to: "/admin", label: "Today", area: "dashboard", icon: Gauge, end: true },
  { to: "/admin/orders", label: "Orders", area: "orders", icon: ClipboardList },
  { to: "/admin/reports", label: "Reports", area: "reports", icon: ChartColumn },
  { to: "/admin/customers", label: "Customers", area: "customers", icon: Contact },
  { to: "/admin/production", label: "Production", area: "production", icon: ScissorsLineDashed },
  { to: "/admin/claims", label: "Fit claims", area: "claims", icon: Shirt },
  { to: "/admin/fit-accuracy", label: "Fit accuracy", area: "fitAccuracy", icon: Ruler },
  { to: "/admin/catalogue", label: "Catalogue", area: "catalogue", icon: LayoutGrid },
  { to: "/admin/fabrics", label: "Fabrics", area: "fabrics", icon: SwatchBook },
  { to: "/admin/content", label: "Content", area: "content", icon: Newspaper },
  { to: "/admin/messages", label: "Messages", area: "messages", icon: Inbox },
  { to: "/admin/subscribers", label: "Subscribers", area: "subscribers", icon: Mail },
  { to: "/admin/campaigns", label: "Campaigns", area: "campaigns", icon: Send },
  { to: "/admin/payments/unmatched", label: "Unmatched payments", area: "reconciliation", icon: Banknote },
  { to: "/admin/staff", label: "Staff", area: "staff", icon: Users },
  { to: "/admin/audit", label: "Audit log", area: "audit", icon: ScrollText },
  { to: "/admin/settings", label: "Settings", area: "settingsReading", icon: Settings },
  { to: "/admin/account", label: "My account", area: "ownAccount", icon: UserCog },
];

export function navFor(role: StaffRole) {
  return NAV.filter((entry) => canOpen(role, entry.area));
}
