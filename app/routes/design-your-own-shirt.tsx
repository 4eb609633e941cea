import { Link } from "react-router";
import { CallToAction } from "~/components/content/CallToAction";
import { Illustration } from "~/components/content/Illustration";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { pageMeta } from "~/modules/content/meta";
import type { Route } from "./+types/design-your-own-shirt";

/** How to create a shirt, in the 8 steps of the spec: fabric, sleeve, cuff, pocket, fit, collar, measurements, purchase. */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Design your own shirt in 8 steps",
    description:
      "How to create your made-to-measure shirt online in 8 steps: choose the fabric, sleeve, cuff, pocket, fit and collar, give your measurements and order. Made from scratch in about two weeks.",
    keywords:
      "design your own shirt, create a custom shirt, made to measure shirt online, shirt configurator, personalised men's shirt",
  });

type Step = { title: string; text: string; illustration?: string; link?: { to: string; label: string } };

const STEPS: Step[] = [
  {
    title: "Choose your fabric",
    text: "Start in the gallery and pick a shirt whose fabric you like: filter by category, type of fabric, colour and motif. Each shirt page details the fabric's composition, weight, weave, finish and origin. Everything else about the model can be changed.",
    illustration: "fabric",
    link: { to: "/style-device#fabrics", label: "Which fabric for which occasion?" },
  },
  {
    title: "Set the sleeve",
    text: "A well-cut sleeve ends at the wrist bone, so that the cuff shows by about 1 to 1.5 cm beyond a jacket sleeve. Sleeve length is part of your size: from 60 to 78 cm, proposed by our calculator or taken from a shirt you already own.",
  },
  {
    title: "Pick the cuff",
    text: "Choose among 9 cuff styles: single button for every day, two-button for an Italian look, rounded or angled corners, or French cuffs with cufflinks for the most formal occasions.",
    illustration: "cuff",
  },
  {
    title: "Add a pocket, or not",
    text: "Four pocket styles: none for the cleanest front, a classic or rounded patch pocket, or a buttoned flap pocket for casual fabrics. The dressier the shirt, the simpler the pocket.",
    illustration: "business",
  },
  {
    title: "Decide the fit",
    text: "Slim follows the body closely, regular leaves easy room through the chest and waist, and loose is cut for comfort. Your choice guides the proportions our calculator gives your shirt.",
    illustration: "fit",
  },
  {
    title: "Select the collar",
    text: "With 29 collar styles, from spread and cutaway to button-down, club and mandarin, the collar sets the character of the shirt. Then choose the bones and stiffness you prefer, and add free monogram embroidery if you wish.",
    illustration: "collar",
    link: { to: "/custom-shirts-options#collars", label: "When to wear each collar" },
  },
  {
    title: "Give your measurements",
    text: "Three ways: the smart measurement computes your shirt from your height, weight, age and build; the rapid measurement takes your fit, neck size and sleeve length; or enter the measurements of a shirt that already fits you. Signed-in customers keep their sizes for next time.",
    illustration: "measure",
    link: { to: "/take-measurements-shirts-on-the-shirt", label: "Measure a shirt you own" },
  },
  {
    title: "Place your order",
    text: "Add the shirt to your cart and pay securely by card or PayPal. Your shirt is cut and sewn from scratch in about two weeks, then delivered by tracked parcel.",
    illustration: "workshop",
    link: { to: "/perfect-fit-guarantee", label: "Our perfect fit guarantee" },
  },
];

export default function DesignYourOwnShirtPage() {
  return (
    <>
      <PageHeader title="Design your own shirt" breadcrumb={[{ label: "Design your own shirt" }]}>
        A made-to-measure shirt takes about ten minutes to design. Follow these eight steps and we take care of the
        rest: cutting, sewing, finishing and delivery to your door.
      </PageHeader>

      <Container className="py-12 md:py-16">
        <h2 className="text-3xl md:text-4xl">How to create your shirt in 8 steps</h2>
        <ol className="mt-8 grid gap-5 lg:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-5 border border-line bg-white p-5 md:p-6">
              <span
                aria-hidden
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy text-lg font-semibold text-white tabular-nums"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="text-2xl">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-ink-soft">{step.text}</p>
                {step.link ? (
                  <Link
                    to={step.link.to}
                    className="mt-3 inline-block text-sm text-navy underline underline-offset-2 hover:text-brass"
                  >
                    {step.link.label}
                  </Link>
                ) : null}
              </div>
              {step.illustration ? (
                <Illustration name={step.illustration} className="hidden w-28 shrink-0 self-center sm:block" />
              ) : null}
            </li>
          ))}
        </ol>

        <section aria-labelledby="good-to-know" className="mt-16 grid gap-6 md:grid-cols-3">
          <h2 id="good-to-know" className="text-3xl md:col-span-3">
            Good to know
          </h2>
          <div className="border-t-2 border-brass pt-4">
            <h3 className="text-xl">Customisation is free</h3>
            <p className="mt-1 text-sm text-ink-soft">
              The price of your shirt is the price of its fabric. Collar, cuffs, pocket, placket, back, bottom, buttons
              and monogram cost nothing extra.
            </p>
          </div>
          <div className="border-t-2 border-brass pt-4">
            <h3 className="text-xl">Made from scratch for you</h3>
            <p className="mt-1 text-sm text-ink-soft">
              Every shirt, standard sizes included, is cut and sewn to order in about two weeks, then shipped by tracked
              delivery.
            </p>
          </div>
          <div className="border-t-2 border-brass pt-4">
            <h3 className="text-xl">Not sure about a size?</h3>
            <p className="mt-1 text-sm text-ink-soft">
              Compare with our{" "}
              <Link to="/sizing-guides" className="text-navy underline underline-offset-2 hover:text-brass">
                standard size charts
              </Link>{" "}
              or{" "}
              <Link to="/contact" className="text-navy underline underline-offset-2 hover:text-brass">
                ask our team
              </Link>
              : we answer every question before you order.
            </p>
          </div>
        </section>
      </Container>

      <CallToAction title="Ready for step one?" action="Choose your fabric">
        Browse the gallery, choose a fabric and start designing.
      </CallToAction>
    </>
  );
}
