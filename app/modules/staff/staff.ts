import type { StaffRole } from "./roles";

/** A signed-in staff member, as every back-office loader and action receives it. */
export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
};

/** A one-time link that creates a staff account works this long. */
export const STAFF_LINK_LIFETIME_HOURS = 48;

export const ADMIN_LOGIN_PATH = "/admin/login";
/** Where a mailed link to choose a new password opens. */
export const STAFF_RESET_PATH = "/admin/reset-password";
export const SECOND_FACTOR_PATH = "/admin/login/second-factor";
/** Where an owner sets up the second factor (the page of their own account). */
export const TWO_FACTOR_SETUP_PATH = "/admin/account";
