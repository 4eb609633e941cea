import { Heart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { StaticShirt } from "~/components/shirt/StaticShirt";
import type { ShirtCard as Card } from "~/modules/catalog/gallery.server";

/**
 * A shirt of the gallery or of 'You may also like': the front drawing (the back on hover),
 * the name, the price, 'CUSTOMIZE THIS SHIRT' and 'add to wishlist', which both open the
 * shirt's page, whose CUSTOMIZE leads on to the configurator (spec 001 section 2).
 * The drawing repeats the name's link for the pointer only: keyboards and screen readers
 * meet each link once. The back is drawn when the pointer first comes over the card, so a
 * page of cards sends one drawing each.
 */
export function ShirtCard({ card }: { card: Card }) {
  const [backDrawn, setBackDrawn] = useState(false);
  return (
    <article
      onPointerEnter={() => setBackDrawn(true)}
      className="group relative flex h-full flex-col border border-line bg-white transition hover:border-navy/40 hover:shadow-md"
    >
      <Link to={card.href} tabIndex={-1} aria-hidden className="relative block aspect-[277/280] bg-linen/50">
        <StaticShirt
          look={card.look}
          view="front"
          className="absolute inset-0 size-full p-4 transition-opacity duration-300 group-hover:opacity-0"
        />
        {backDrawn ? (
          <ShirtPreview
            look={card.look}
            view="back"
            className="absolute inset-0 size-full p-4 opacity-0 transition-opacity duration-300 group-hover:opacity-100"
          />
        ) : null}
      </Link>
      <Link
        to={card.href}
        title="add to wishlist"
        aria-label={`add to wishlist: ${card.name}`}
        className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-white/90 text-ink-soft shadow-sm hover:text-danger"
      >
        <Heart aria-hidden className="size-4" />
      </Link>
      <div className="flex flex-1 flex-col gap-1 border-t border-line p-3 sm:p-4">
        <h3 className="font-serif text-lg leading-tight font-semibold sm:text-xl">
          <Link to={card.href} className="hover:text-navy">
            {card.name}
          </Link>
        </h3>
        <p className="mb-3 font-medium text-ink" data-testid="card-price">
          {card.price}
        </p>
        <Link
          to={card.href}
          aria-label={`Customize this shirt: ${card.name}`}
          className="mt-auto block border border-navy px-2 py-2 text-center text-[11px] font-semibold tracking-[0.12em] text-navy uppercase transition-colors hover:bg-navy hover:text-white"
        >
          Customize this shirt
        </Link>
      </div>
    </article>
  );
}
