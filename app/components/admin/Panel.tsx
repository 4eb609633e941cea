import type { ReactNode } from "react";

/**
 * A titled panel of a back-office page: a region named by its heading (`id` is the heading's,
 * which screen readers and links such as `#delivery-title` reach it by). `compact` for the
 * workshop's and claims' narrower panels; `className` adds the page's own layout (margins,
 * a grid, the text size).
 */
export function Panel({
  id,
  title,
  compact = false,
  className = "",
  children,
}: {
  id: string;
  title: ReactNode;
  compact?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`border border-line bg-white ${compact ? "p-4" : "p-5"} ${className}`}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
