/** Shared class names for buttons and links that look like buttons. */
const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-semibold uppercase tracking-[0.12em] transition-colors disabled:cursor-not-allowed disabled:opacity-50";

export const buttonStyles = {
  primary: `${buttonBase} bg-navy text-white hover:bg-navy-dark`,
  secondary: `${buttonBase} border border-navy text-navy hover:bg-navy hover:text-white`,
  light: `${buttonBase} bg-white text-navy hover:bg-linen`,
  /** For what cannot be undone, such as deleting an account. */
  danger: `${buttonBase} bg-danger text-white hover:bg-danger/90`,
};

export const inputStyles =
  "block w-full rounded-sm border border-line bg-white px-3 py-2.5 text-[15px] text-ink placeholder:text-ink-soft/70 focus:border-navy focus:outline-none focus-visible:outline-2 aria-[invalid=true]:border-danger";

export const labelStyles = "mb-1.5 block text-sm font-medium text-ink";
