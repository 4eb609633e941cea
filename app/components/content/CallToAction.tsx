import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";

/** The band that ends a content page: a title, a sentence, and the way to the gallery. */
export function CallToAction({
  title,
  action = "Design your shirt",
  children,
}: {
  title: string;
  /** The button's words; it always leads to the gallery, where a shirt starts. */
  action?: string;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-line bg-linen/60">
      <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between md:py-14">
        <div>
          <h2 className="text-3xl md:text-4xl">{title}</h2>
          <p className="mt-2 max-w-xl text-ink-soft">{children}</p>
        </div>
        <Link to="/men-shirts" className={`${buttonStyles.primary} shrink-0`}>
          {action}
        </Link>
      </Container>
    </section>
  );
}
