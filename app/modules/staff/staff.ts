import type { StaffRole } from "./roles";

/** A signed-in staff member, as every back-office loader and action receives it. */
export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
};
