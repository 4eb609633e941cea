import { CallToAction } from "~/components/content/CallToAction";
import { GuideSection } from "~/components/content/GuideSection";
import { Illustration } from "~/components/content/Illustration";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { pageMeta } from "~/modules/content/meta";
import type { Route } from "./+types/style-device";

/** The style advice page: fits, collars, cuffs and fabrics, with an in-page table of contents. */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Style advice: shirt fits, collars, cuffs and fabrics",
    description:
      "A tailor's advice on choosing a shirt: slim, classic or comfort fit; spread, button-down, cutaway, club, mandarin or wing collar; single, two-button or French cuffs; and the main shirt fabrics, from poplin to seersucker.",
    keywords:
      "shirt style advice, shirt fit guide, shirt collar guide, French cuffs, shirt fabrics, poplin, Oxford, twill, herringbone, linen shirt, seersucker",
  });

type Advice = { id: string; name: string; text: string };

type AdviceSection = { id: string; title: string; intro: string; illustration: string; items: Advice[] };

const SECTIONS: AdviceSection[] = [
  {
    id: "fits",
    title: "Fits",
    intro:
      "The fit decides how much room the shirt leaves between the fabric and your body. Because your shirt is made to measure, each fit is applied to your own proportions.",
    illustration: "fit",
    items: [
      {
        id: "fit-slim",
        name: "Slim",
        text: "Close through the chest and tapered at the waist, with narrower sleeves. Ideal for slender and athletic builds and under a fitted suit; pair it with back darts for the sharpest line.",
      },
      {
        id: "fit-classic",
        name: "Classic",
        text: "The balanced middle: it follows the body without clinging and tapers gently at the waist. It suits most builds and looks right tucked in or worn out.",
      },
      {
        id: "fit-comfort",
        name: "Comfort",
        text: "A straighter, more generous cut with room in the shoulders, chest and arms. Choose it for broader builds or long days at a desk, ideally with side pleats for freedom of movement.",
      },
    ],
  },
  {
    id: "collars",
    title: "Collars",
    intro:
      "Match the collar to your face and to the occasion. A round face gains from points that draw the eye down; a long, narrow face from points that spread outwards.",
    illustration: "collar",
    items: [
      {
        id: "collar-spread",
        name: "Spread",
        text: "The versatile business collar: its wide-set points make room for a half-Windsor knot and balance a slim face. Equally smart open under a jacket.",
      },
      {
        id: "collar-button-down",
        name: "Button-down",
        text: "Buttoned points keep a soft roll all day. The natural partner of Oxford cloth, chinos and a blazer; leave it for relaxed days rather than a formal suit.",
      },
      {
        id: "collar-cutaway",
        name: "Cutaway",
        text: "Points swept back almost horizontally make a confident, modern statement. Wear it with a full knot and a structured jacket; its horizontal line widens the face a little, so it best suits oval and long faces.",
      },
      {
        id: "collar-club",
        name: "Club",
        text: "Rounded points lend a gentle, vintage charm. Try it with a slim tie and a collar pin, or open under a knitted cardigan.",
      },
      {
        id: "collar-mandarin",
        name: "Mandarin",
        text: "A simple standing band, worn without a tie. Clean and relaxed, it is made for linen and summer evenings.",
      },
      {
        id: "collar-wing",
        name: "Wing",
        text: "Small folded points designed to sit behind a bow tie. Strictly for black tie and white tie, with French cuffs and studs.",
      },
    ],
  },
  {
    id: "cuffs",
    title: "Cuffs",
    intro:
      "Whatever the style, the cuff should show by 1 to 1.5 cm below the jacket sleeve and sit just past the wrist bone.",
    illustration: "cuff",
    items: [
      {
        id: "cuff-single",
        name: "Single",
        text: "One button: the everyday cuff, neat with everything and easy to slide under a watch.",
      },
      {
        id: "cuff-barrel-two-buttons",
        name: "Barrel with 2 buttons",
        text: "A taller cuff closed by two buttons, with a distinctly Italian elegance. It suits business shirts and long arms.",
      },
      {
        id: "cuff-french",
        name: "French",
        text: "Folded back and fastened with cufflinks, it is the most formal cuff. Essential with black tie, and a refined touch with a dark suit; keep the cufflinks discreet in the daytime.",
      },
    ],
  },
  {
    id: "fabrics",
    title: "Fabrics",
    intro:
      "The weave matters as much as the colour: it decides how a shirt looks, feels, breathes and creases. Here is what each of our main cloths does best.",
    illustration: "fabric",
    items: [
      {
        id: "fabric-pinpoint",
        name: "Pinpoint",
        text: "A fine Oxford weave in slender yarns: smoother and dressier than Oxford, sturdier than poplin. A dependable business cloth, with or without a tie.",
      },
      {
        id: "fabric-oxford",
        name: "American and royal Oxford",
        text: "American Oxford is a soft, textured basket weave that gets better with every wash, the cloth of the classic button-down. Royal Oxford is finer, with a lustrous, pronounced structure, dressy enough for a suit and tie.",
      },
      {
        id: "fabric-poplin",
        name: "Poplin",
        text: "A tight plain weave that is smooth, crisp and light. The benchmark business shirt, cool in warm weather; it creases a little more than twill.",
      },
      {
        id: "fabric-twill",
        name: "Twill",
        text: "A diagonal weave with a soft drape and a subtle sheen. It resists creasing and irons easily, a sound choice for shirts worn all day.",
      },
      {
        id: "fabric-twill-fin",
        name: "Twill fin",
        text: "A finer, denser twill with a barely visible diagonal and a silky hand. The most elegant of the twills, for ceremonies and important meetings.",
      },
      {
        id: "fabric-herringbone",
        name: "Herringbone",
        text: "A twill reversed at regular intervals to form a chevron. It adds texture to a plain colour and pairs well with solid suits and ties.",
      },
      {
        id: "fabric-linen",
        name: "Linen",
        text: "Flax fibres breathe better than any cotton and keep you cool in the heat. Linen creases naturally: embrace it, and choose a relaxed collar and a straight hem to wear it untucked.",
      },
      {
        id: "fabric-flannel",
        name: "Flannel",
        text: "Brushed on the surface for a soft, warm hand. An autumn and winter cloth for casual days, with corduroy, tweed and knitwear.",
      },
      {
        id: "fabric-end-on-end",
        name: "End-on-end",
        text: "Coloured and white yarns alternate in the warp, giving a fine, mottled tone. It adds depth to a plain shirt and sits comfortably with patterned ties.",
      },
      {
        id: "fabric-dobby",
        name: "Dobby",
        text: "Small geometric motifs, dots or diamonds, woven into the cloth rather than printed. Texture with restraint, ideal when you want a business shirt with a little character.",
      },
      {
        id: "fabric-liberty",
        name: "Liberty",
        text: "Small floral prints in the London tradition, on light, silky cotton. Wear one on a summer weekend, or as a quiet statement under a navy jacket.",
      },
      {
        id: "fabric-chambray-denim",
        name: "Chambray and denim",
        text: "Chambray is a light plain weave of coloured warp and white weft, the look of denim at a fraction of the weight. Denim is a sturdier indigo twill that softens with wear; both call for a button-down collar and flap pockets.",
      },
      {
        id: "fabric-corduroy",
        name: "Corduroy",
        text: "Raised cords give warmth and a rich texture. Choose a fine wale for a shirt and wear it as a layer over a T-shirt in cool weather.",
      },
      {
        id: "fabric-gabardine",
        name: "Gabardine",
        text: "A tightly woven twill with a steep diagonal: smooth, hard-wearing and resistant to creasing. It makes a structured shirt or overshirt for cool days.",
      },
      {
        id: "fabric-seersucker",
        name: "Seersucker",
        text: "Puckered stripes hold the fabric away from the skin, so air circulates and the shirt needs no ironing. The essential hot-weather cotton.",
      },
    ],
  },
];

const COMBINATIONS = [
  {
    title: "The boardroom",
    illustration: "business",
    text: "Poplin or twill fin in white or pale blue, spread collar, two-button or French cuffs, no pocket, French front and curved hem.",
  },
  {
    title: "The summer escape",
    illustration: "linen",
    text: "Linen or seersucker, mandarin or button-down collar, rounded cuffs, straight hem to wear it untucked.",
  },
  {
    title: "The weekend",
    illustration: "fabric",
    text: "American Oxford, chambray or flannel, button-down collar, single-button cuffs and a rounded or flap pocket.",
  },
];

export default function StyleDevicePage() {
  return (
    <>
      <PageHeader title="Style advice">
        A short guide from our shirtmakers to choosing a fit, a collar, a cuff and a fabric that suit you and the
        occasion.
      </PageHeader>

      <Container className="grid gap-10 py-12 md:grid-cols-[200px_minmax(0,1fr)] md:gap-14 md:py-16">
        <nav aria-labelledby="toc-title" className="md:sticky md:top-8 md:self-start">
          <p id="toc-title" className="text-xs font-semibold uppercase tracking-[0.16em] text-ink-soft">
            Contents
          </p>
          <ol className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 md:grid-cols-1">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-sm border border-line bg-white px-3 py-2 text-ink hover:border-navy hover:text-navy md:border-0 md:bg-transparent md:p-0 md:font-medium"
                >
                  {section.title}
                </a>
                <ul className="mt-2 hidden gap-1.5 border-l border-line pl-3 md:grid">
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <a href={`#${item.id}`} className="text-ink-soft hover:text-navy">
                        {item.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li>
              <a
                href="#combinations"
                className="block rounded-sm border border-line bg-white px-3 py-2 text-ink hover:border-navy hover:text-navy md:border-0 md:bg-transparent md:p-0 md:font-medium"
              >
                Combinations
              </a>
            </li>
          </ol>
        </nav>

        <div className="grid min-w-0 gap-16">
          {SECTIONS.map((section) => (
            <GuideSection key={section.id} section={section} headerClassName="sm:grid-cols-[minmax(0,1fr)_170px]">
              {section.id === "fabrics" ? (
                <ul className="mt-5 flex flex-wrap gap-2 md:hidden">
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <a
                        href={`#${item.id}`}
                        className="block rounded-full border border-line bg-white px-3 py-1 text-xs text-ink-soft hover:border-navy hover:text-navy"
                      >
                        {item.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className={`mt-6 grid gap-4 sm:grid-cols-2 ${section.items.length === 3 ? "lg:grid-cols-3" : ""}`}>
                {section.items.map((item) => (
                  <article key={item.id} id={item.id} className="scroll-mt-8 border border-line bg-white p-5">
                    <h3 className="text-2xl">{item.name}</h3>
                    <p className="mt-2 text-sm text-ink-soft">{item.text}</p>
                  </article>
                ))}
              </div>
            </GuideSection>
          ))}

          <GuideSection
            section={{
              id: "combinations",
              title: "Three sure combinations",
              intro: "Not sure where to begin? Each of these pairs a fabric with the details that flatter it.",
            }}
          >
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {COMBINATIONS.map((combination) => (
                <li key={combination.title} className="border border-line bg-linen/60 p-5">
                  <Illustration name={combination.illustration} className="mx-auto w-full max-w-[200px]" />
                  <h3 className="mt-3 text-2xl">{combination.title}</h3>
                  <p className="mt-2 text-sm text-ink-soft">{combination.text}</p>
                </li>
              ))}
            </ul>
          </GuideSection>
        </div>
      </Container>

      <CallToAction title="Try the advice on your own shirt">
        Every fit, collar and cuff on this page can be chosen in our configurator at no extra charge, on fabrics in each
        of these weaves.
      </CallToAction>
    </>
  );
}
