import { Link } from "react-router";
import { CallToAction } from "~/components/content/CallToAction";
import { Illustration } from "~/components/content/Illustration";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonStyles } from "~/components/ui/styles";
import { pageMeta } from "~/modules/content/meta";
import type { Route } from "./+types/perfect-fit-guarantee";

/** The perfect fit guarantee and the shop's terms (spec 001 section 9). */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Perfect fit guarantee and terms",
    description:
      "If your made-to-measure shirt does not match the measurements you ordered, we alter it, remake it or refund it. Our terms: making in about two weeks, tracked delivery in Europe, complaints within 7 business days.",
    keywords:
      "perfect fit guarantee, made to measure shirt guarantee, shirt remake, shirt alteration, custom shirt refund, shirt delivery terms",
  });

const PROMISES = [
  {
    title: "Made for you alone",
    text: "Every shirt, standard sizes included, is cut and sewn from scratch in about two weeks, to the measurements and options you chose.",
  },
  {
    title: "Altered or remade, free",
    text: "If the shirt does not match the measurements you ordered, we alter it or make it again at no cost to you.",
  },
  {
    title: "Or refunded",
    text: "If an alteration or a remake cannot put it right, we refund the shirt.",
  },
];

const CLAIM_STEPS = [
  {
    title: "Tell us within 7 business days",
    text: "Write to us within 7 business days of delivery with your order number, a few photos and the measurements of the shirt laid flat. Choose the subject 'Remakes' or 'Returns'.",
  },
  {
    title: "We check your shirt against your order",
    text: "Our team compares your figures with the measurements you ordered and replies with a solution and, if needed, instructions to send the shirt back.",
  },
  {
    title: "Alteration, remake or refund",
    text: "We alter or remake the shirt in our workshop and send it back to you by tracked delivery, or refund you when that is the better answer.",
  },
];

const TERMS = [
  {
    term: "Making",
    detail:
      "Every shirt is made from scratch for you, in about two weeks. Customisation (collar, cuffs, pocket, placket, back, bottom, buttons, monogram) costs nothing extra.",
  },
  {
    term: "Choice",
    detail: "Over 4,000 fabrics, 29 collar styles, 9 cuff styles and 4 pocket styles.",
  },
  {
    term: "Delivery",
    detail:
      "Tracked delivery in Europe, usually within 5 to 7 working days after your shirt is made, and within 15 business days at the latest.",
  },
  {
    term: "Complaints",
    detail: "Within 7 business days of delivery, through our contact page.",
  },
  {
    term: "Damaged parcel",
    detail:
      "If your parcel arrives damaged, note it with the carrier and send us a copy of the carrier's notification within 24 hours.",
  },
  {
    term: "Fabric out of stock",
    detail:
      "If a fabric you ordered runs out before your shirt is cut, we tell you at once and refund you within 20 days.",
  },
  {
    term: "Cancellation",
    detail:
      "A made-to-measure order cannot be cancelled once production has started, since the shirt is cut for you alone.",
  },
  {
    term: "Payment",
    detail:
      "By card through our secure payment provider, or with PayPal. Your card details go to the provider and never reach our servers.",
  },
];

export default function PerfectFitGuaranteePage() {
  return (
    <>
      <PageHeader title="Perfect fit guarantee">
        A made-to-measure shirt should fit exactly as ordered. If yours does not, we put it right: free alteration, a
        new shirt, or your money back.
      </PageHeader>

      <Container className="py-12 md:py-16">
        <section
          aria-labelledby="promise-title"
          className="grid items-center gap-10 md:grid-cols-[minmax(0,1fr)_300px]"
        >
          <div>
            <h2 id="promise-title" className="text-3xl md:text-4xl">
              Our promise
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {PROMISES.map((promise) => (
                <li key={promise.title} className="border-t-2 border-brass bg-white p-5">
                  <h3 className="text-xl">{promise.title}</h3>
                  <p className="mt-2 text-sm text-ink-soft">{promise.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <Illustration name="measure" className="mx-auto hidden w-full max-w-xs md:block" />
        </section>

        <section aria-labelledby="covers-title" className="mt-16 grid gap-10 md:grid-cols-2">
          <div>
            <h2 id="covers-title" className="text-3xl">
              What the guarantee covers
            </h2>
            <ul className="mt-4 grid list-disc gap-2 pl-5 text-ink-soft marker:text-brass">
              <li>A shirt whose measurements do not match the measurements you ordered.</li>
              <li>A fault in the making: seams, buttons, buttonholes, collar or cuffs.</li>
              <li>An option that differs from your order: fabric, collar, cuffs, pocket, placket or monogram.</li>
              <li>A parcel damaged in transit, reported as described below.</li>
            </ul>
          </div>
          <div>
            <h2 className="text-3xl">What it does not cover</h2>
            <ul className="mt-4 grid list-disc gap-2 pl-5 text-ink-soft marker:text-brass">
              <li>A change of mind about a style or a fabric: the shirt was made for you alone.</li>
              <li>
                Measurements entered incorrectly. Please contact us all the same; we will look at what can be done.
              </li>
              <li>Wear, or damage from washing and ironing against the care label.</li>
            </ul>
            <p className="mt-4 text-sm text-ink-soft">
              To get your measurements right the first time, measure{" "}
              <Link
                to="/take-measurements-shirts-on-the-shirt"
                className="text-navy underline underline-offset-2 hover:text-brass"
              >
                a shirt that already fits you
              </Link>
              .
            </p>
          </div>
        </section>

        <section aria-labelledby="claim-title" className="mt-16">
          <h2 id="claim-title" className="text-3xl md:text-4xl">
            How to claim
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {CLAIM_STEPS.map((step, index) => (
              <li key={step.title} className="border border-line bg-white p-5 md:p-6">
                <span aria-hidden className="font-serif text-4xl font-semibold text-brass lining-nums">
                  {index + 1}
                </span>
                <h3 className="mt-1 text-xl">{step.title}</h3>
                <p className="mt-2 text-sm text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
          <Link to="/contact" className={`${buttonStyles.secondary} mt-6`}>
            Contact us
          </Link>
        </section>

        <section aria-labelledby="terms-title" className="mt-16">
          <h2 id="terms-title" className="text-3xl md:text-4xl">
            Our terms at a glance
          </h2>
          <dl className="mt-6 divide-y divide-line border-y border-line">
            {TERMS.map((item) => (
              <div key={item.term} className="grid gap-1 py-4 sm:grid-cols-[200px_minmax(0,1fr)] sm:gap-6">
                <dt className="font-serif text-xl font-semibold text-ink">{item.term}</dt>
                <dd className="text-ink-soft">{item.detail}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-ink-soft">
            Questions about an order? Read our{" "}
            <Link to="/faq" className="text-navy underline underline-offset-2 hover:text-brass">
              FAQ
            </Link>{" "}
            or{" "}
            <Link to="/contact" className="text-navy underline underline-offset-2 hover:text-brass">
              write to us
            </Link>
            .
          </p>
        </section>
      </Container>

      <CallToAction title="Order with confidence">
        Choose your fabric and design a shirt made to your measurements, guaranteed to fit as ordered.
      </CallToAction>
    </>
  );
}
