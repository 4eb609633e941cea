import type { ReactNode } from "react";
import { Illustration } from "./Illustration";

/**
 * A section of a guide page (custom shirt options, style advice): its title and introduction,
 * an illustration beside them from the small breakpoint up, then the section's own content.
 * The section is its title's anchor (#id) for the page's table of contents.
 */
export function GuideSection({
  section: { id, title, intro, illustration },
  headerClassName = "",
  children,
}: {
  section: { id: string; title: string; intro: ReactNode; illustration?: string };
  /** The header's columns when there is an illustration, e.g. "sm:grid-cols-[minmax(0,1fr)_180px]". */
  headerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-8">
      <div className={`grid items-center gap-6 ${headerClassName}`}>
        <div>
          <h2 id={`${id}-title`} className="text-3xl md:text-4xl">
            {title}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-soft">{intro}</p>
        </div>
        {illustration ? <Illustration name={illustration} className="hidden w-full sm:block" /> : null}
      </div>
      {children}
    </section>
  );
}
