import type { ReactNode } from "react";
import { SHOP_NAME } from "~/modules/shop/identity";

/** The frame of the back office's sign-in pages: the shop's name and one card, on any screen. */
export function AdminFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linen/60">
      <header className="bg-navy px-5 py-4 text-white">
        <p className="font-serif text-xl font-semibold tracking-wide">
          {SHOP_NAME}{" "}
          <span className="font-sans text-xs font-medium tracking-[0.16em] text-white/70 uppercase">Back office</span>
        </p>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <section aria-labelledby="frame-title" className="w-full max-w-md border border-line bg-white p-6 sm:p-8">
          <h1 id="frame-title" className="text-3xl">
            {title}
          </h1>
          {intro ? <div className="mt-2 text-ink-soft">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </section>
      </main>
    </div>
  );
}
