import { Link } from "react-router";
import { SHOP_NAME } from "~/modules/shop/identity";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link to="/" className={`group flex items-center gap-2.5 ${className}`} aria-label={`${SHOP_NAME}, home`}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 text-navy">
        <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 9 L16 14 L22 9 M16 14 V24" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="16" cy="18" r="1.2" fill="currentColor" />
        <circle cx="16" cy="22" r="1.2" fill="currentColor" />
      </svg>
      <span className="font-serif text-[22px] leading-none font-semibold tracking-wide text-ink">
        Atelier <span className="text-brass">Sartorial</span>
      </span>
    </Link>
  );
}
