import type { ReactNode } from "react";
import { Illustration } from "./Illustration";
import { LinkedText } from "./LinkedText";

/**
 * A section of a guide page, named by its title: with an introduction, the title and the
 * introduction come first, with the section's drawing beside them from the small breakpoint up;
 * then the section's own content. The section is its title's anchor (#id) for the page's table
 * of contents and for links from other pages.
 */
export function GuideSection({
  section: { id, title, intro, illustration },
  className = "",
  children,
}: {
  section: { id: string; title: string; intro?: string; illustration?: string };
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={`${id}-title`} className="text-3xl md:text-4xl">
      {title}
    </h2>
  );
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-8 ${className}`}>
      {intro === undefined ? (
        heading
      ) : (
        <div className={`grid items-center gap-6 ${illustration ? "sm:grid-cols-[minmax(0,1fr)_180px]" : ""}`}>
          <div>
            {heading}
            <p className="mt-3 max-w-2xl text-ink-soft">
              <LinkedText text={intro} />
            </p>
          </div>
          {illustration ? <Illustration name={illustration} className="hidden w-full sm:block" /> : null}
        </div>
      )}
      {children}
    </section>
  );
}
