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
import type { AdminArea, StaffRole } from "~/modules/staff/roles";
import { menuOf } from "~/modules/staff/screens";

/** Each menu entry's icon, by its area. */
const ICONS: Partial<Record<AdminArea, LucideIcon>> = {
  dashboard: Gauge,
  orders: ClipboardList,
  reports: ChartColumn,
  customers: Contact,
  production: ScissorsLineDashed,
  claims: Shirt,
  fitAccuracy: Ruler,
  catalogue: LayoutGrid,
  fabrics: SwatchBook,
  content: Newspaper,
  messages: Inbox,
  subscribers: Mail,
  campaigns: Send,
  reconciliation: Banknote,
  staff: Users,
  audit: ScrollText,
  settingsReading: Settings,
  ownAccount: UserCog,
};

/** The back office's menu of a role (modules/staff/screens), each entry with its icon. */
export function navFor(role: StaffRole) {
  return menuOf(role).map((screen) => ({ ...screen, icon: ICONS[screen.area] ?? LayoutGrid }));
}
