import { CallToAction } from "~/components/content/CallToAction";
import { GuideSection } from "~/components/content/GuideSection";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { pageMeta } from "~/modules/content/meta";
import type { Route } from "./+types/custom-shirts-options";

/** The options page: what each collar, cuff, pocket, placket, back, bottom and monogram choice is for. */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Custom shirt options: collars, cuffs, pockets, plackets and monograms",
    description:
      "How to choose the details of a made-to-measure shirt: 29 collar styles, 9 cuff styles, 4 pocket styles, plackets, backs, bottoms, buttons and a free monogram, with advice on when to wear each.",
    keywords:
      "custom shirt options, shirt collar styles, shirt cuff styles, French cuff, button-down collar, shirt placket, box pleat, shirt monogram",
  });

type Option = { name: string; text: string; bestFor: string };

type OptionSection = {
  id: string;
  title: string;
  intro: string;
  illustration?: string;
  options: Option[];
};

const SECTIONS: OptionSection[] = [
  {
    id: "collars",
    title: "Collars",
    intro:
      "The collar frames your face and sets the tone of the whole shirt, so it is the first detail people notice. We offer 29 collar styles; these are the families they belong to and the occasions each one serves best.",
    illustration: "collar",
    options: [
      {
        name: "Spread",
        text: "Wide-set points leave generous room for a tie knot. It is the most assured business collar, balanced with a half-Windsor or Windsor knot, and it flatters narrow and oval faces.",
        bestFor: "Suits, business, weddings",
      },
      {
        name: "Semi-spread",
        text: "Halfway between a classic point and a spread, it suits almost every face and every knot, and still looks tidy when worn open. If you are ordering your first shirt, start here.",
        bestFor: "Everyday office, with or without a tie",
      },
      {
        name: "Cutaway",
        text: "The points are cut back almost to the horizontal for a bold, modern line. Pair it with a substantial knot and a structured jacket; it balances a long, slim face.",
        bestFor: "Suits, evening, confident dressers",
      },
      {
        name: "Classic point",
        text: "Longer points set close together draw the eye downwards, which lengthens a round or broad face. A traditional choice that works best with a slim four-in-hand knot.",
        bestFor: "Traditional business, ceremonies",
      },
      {
        name: "Button-down",
        text: "The points button to the shirt front, so the collar keeps its soft roll all day. Born on the polo field, it is a smart-casual classic in Oxford cloth, with a knitted tie or open under a blazer.",
        bestFor: "Smart casual, weekends, travel",
      },
      {
        name: "Club",
        text: "Rounded points give a gentle, slightly vintage character. Wear it with a narrow tie and perhaps a collar pin, or open with a cardigan for a studied casual look.",
        bestFor: "Daytime, creative offices",
      },
      {
        name: "Mandarin",
        text: "A simple standing band without leaves, worn without a tie. It is relaxed and very clean, and it is at its best on linen and summer shirts.",
        bestFor: "Summer, holidays, relaxed evenings",
      },
      {
        name: "Wing",
        text: "A short stand whose small points fold outwards to sit behind a bow tie. Reserve it for formal evening dress, with studs and French cuffs.",
        bestFor: "Black tie, white tie",
      },
      {
        name: "Tab",
        text: "A small tab fastens behind the tie knot, lifting it and keeping the points in place. Sharp and distinctly British, it is only worn with a tie.",
        bestFor: "Suits with a slim tie",
      },
    ],
  },
  {
    id: "cuffs",
    title: "Cuffs",
    intro:
      "The cuff shows between the jacket sleeve and the hand, ideally by about 1 to 1.5 cm. Nine cuff styles are available; they combine a fastening (one button, two buttons or cufflinks) with a shape.",
    illustration: "cuff",
    options: [
      {
        name: "Single button",
        text: "The everyday barrel cuff with one button. Neat, easy to wear and comfortable under a watch.",
        bestFor: "Every day, every fabric",
      },
      {
        name: "Two-button",
        text: "A taller cuff fastened by two buttons, a hallmark of Italian shirtmaking. It looks a touch dressier and holds its shape well on long arms.",
        bestFor: "Business, Italian style",
      },
      {
        name: "Rounded",
        text: "Corners cut on a curve soften the cuff. It sits naturally with casual shirts and button-down collars.",
        bestFor: "Casual and smart-casual shirts",
      },
      {
        name: "Angled",
        text: "Corners cut on a diagonal give a crisp, architectural line that echoes a spread or cutaway collar.",
        bestFor: "Business, modern tailoring",
      },
      {
        name: "French",
        text: "A long cuff folded back on itself and closed with cufflinks. The most formal choice, required with black tie and elegant with any suit.",
        bestFor: "Suits, ceremonies, evening wear",
      },
    ],
  },
  {
    id: "pockets",
    title: "Pockets",
    intro:
      "A pocket is useful but adds a visual element to the chest. There are 4 pocket styles; the more formal the shirt, the simpler the pocket should be.",
    illustration: "business",
    options: [
      {
        name: "No pocket",
        text: "The cleanest and most formal front. It lies perfectly flat under a jacket and a tie.",
        bestFor: "Dress shirts, slim fits",
      },
      {
        name: "Classic",
        text: "A square patch pocket with angled lower corners on the left chest. Practical for a pen or glasses without looking casual.",
        bestFor: "Office shirts worn without a jacket",
      },
      {
        name: "Rounded",
        text: "A patch pocket with a rounded base, softer in appearance. It suits Oxford cloth, poplin checks and weekend shirts.",
        bestFor: "Casual shirts",
      },
      {
        name: "Flap",
        text: "A pocket closed by a buttoned flap, inherited from work and military shirts. It belongs on denim, chambray, flannel and corduroy.",
        bestFor: "Workwear and outdoor fabrics",
      },
    ],
  },
  {
    id: "plackets",
    title: "Plackets",
    intro:
      "The placket is the strip that carries the buttons down the front. It changes the character of a shirt more than most people expect.",
    options: [
      {
        name: "Standard",
        text: "A visible band of fabric stitched on both edges. Sturdy and traditional, it keeps the front straight and suits every collar.",
        bestFor: "All shirts",
      },
      {
        name: "Hidden",
        text: "A fly covers the buttons for a seamless, minimal front. Excellent under a dinner jacket and with bold patterns you do not want interrupted.",
        bestFor: "Evening, formal, minimalist looks",
      },
      {
        name: "French front",
        text: "No separate placket: the front edge is simply folded inside. The result is smooth and elegant, a favourite of Italian shirtmakers for plain fabrics worn with a suit.",
        bestFor: "Dress shirts in plain fabrics",
      },
    ],
  },
  {
    id: "backs",
    title: "Backs",
    intro: "The back controls how much room you have to move and how closely the shirt follows your waist.",
    options: [
      {
        name: "Plain",
        text: "No pleat at all: the cleanest back, ideal when the cut is already close to the body.",
        bestFor: "Slim fits, under a jacket",
      },
      {
        name: "Box pleat",
        text: "A single pleat in the centre below the yoke opens when you reach forward. A classic, practical back.",
        bestFor: "Regular fits, active days",
      },
      {
        name: "Side pleats",
        text: "Two pleats near the shoulder blades give freedom across the shoulders while keeping the centre flat.",
        bestFor: "Broad shoulders, regular and loose fits",
      },
      {
        name: "Darts",
        text: "Two vertical darts shape the lower back to the waist for the slimmest silhouette. Best worn tucked in.",
        bestFor: "Slim fits, athletic builds",
      },
    ],
  },
  {
    id: "bottoms",
    title: "Bottoms",
    intro: "Decide first whether you will wear the shirt tucked in or out: the hem follows from that choice.",
    options: [
      {
        name: "Curved",
        text: "Longer front and back tails rise at the sides. They stay tucked in when you sit, stand and reach, which makes this the right hem for every shirt worn with a suit.",
        bestFor: "Tucked in",
      },
      {
        name: "Straight",
        text: "An even hem with short side vents, cut to end around the middle of the trouser fly or seat. It looks deliberate worn out over chinos or jeans.",
        bestFor: "Untucked",
      },
    ],
  },
];

const MONOGRAM_POSITIONS = [
  "Level of the second shirt button",
  "Level of the fourth shirt button",
  "Bottom hem of the shirt",
  "Left cuff level",
  "Right cuff level",
];

export default function CustomShirtsOptionsPage() {
  return (
    <>
      <PageHeader title="Custom shirt options">
        Every Atelier Sartorial shirt is cut to your measurements, and every detail is yours to decide. Here is how to
        choose among our 29 collar styles, 9 cuff styles, 4 pocket styles, plackets, backs, bottoms, buttons and
        monograms, and when to wear each one. All options are included in the price of the fabric.
      </PageHeader>

      <Container className="grid gap-10 py-12 md:grid-cols-[180px_minmax(0,1fr)] md:gap-14 md:py-16">
        <nav aria-label="On this page" className="md:sticky md:top-8 md:self-start">
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-ink-soft">On this page</p>
          <ul className="mt-3 flex flex-wrap gap-2 md:grid md:gap-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-sm border border-line bg-white px-3 py-1.5 text-sm text-ink-soft hover:border-navy hover:text-navy md:border-0 md:bg-transparent md:p-0"
                >
                  {section.title}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#buttons-monogram"
                className="block rounded-sm border border-line bg-white px-3 py-1.5 text-sm text-ink-soft hover:border-navy hover:text-navy md:border-0 md:bg-transparent md:p-0"
              >
                Buttons and monogram
              </a>
            </li>
          </ul>
        </nav>

        <div className="grid gap-16">
          {SECTIONS.map((section) => (
            <GuideSection key={section.id} section={section} headerClassName="sm:grid-cols-[minmax(0,1fr)_180px]">
              <ul
                className={`mt-6 grid gap-4 sm:grid-cols-2 ${section.options.length % 2 === 0 ? "" : "lg:grid-cols-3"}`}
              >
                {section.options.map((option) => (
                  <li key={option.name} className="flex flex-col border border-line bg-white p-5">
                    <h3 className="text-2xl">{option.name}</h3>
                    <p className="mt-2 flex-1 text-sm text-ink-soft">{option.text}</p>
                    <p className="mt-4 border-t border-line pt-3 text-xs font-medium uppercase tracking-[0.12em] text-navy">
                      <span className="sr-only">Best for: </span>
                      {option.bestFor}
                    </p>
                  </li>
                ))}
              </ul>
            </GuideSection>
          ))}

          <section id="buttons-monogram" aria-labelledby="buttons-monogram-title" className="scroll-mt-8">
            <h2 id="buttons-monogram-title" className="text-3xl md:text-4xl">
              Buttons and monogram
            </h2>
            <div className="mt-6 grid gap-8 lg:grid-cols-2">
              <div>
                <h3 className="text-2xl">Buttons</h3>
                <p className="mt-2 text-ink-soft">
                  Buttons are the finishing touch. Choose among six: white mother-of-pearl, the finest for a dress
                  shirt; ivory for cream and pastel cloths; navy or black for a discreet contrast or an evening shirt;
                  smoke grey for chambray and greys; and horn brown for flannel, denim and linen. With a hidden placket,
                  only the buttons of the collar and cuffs show.
                </p>
                <h3 className="mt-8 text-2xl">Collar bones and stiffness</h3>
                <p className="mt-2 text-ink-soft">
                  Every collar can be made with sewn-in bones, removable bones or no bones at all, and with a rigid,
                  standard or soft interlining. Choose bones and a rigid collar for a crisp line under a tie; a soft,
                  bone-free collar rolls naturally when worn open.
                </p>
              </div>
              <div className="border border-line bg-linen/60 p-6">
                <h3 className="text-2xl">Monogram embroidery, free of charge</h3>
                <p className="mt-2 text-ink-soft">
                  Add up to 6 letters (your initials, a date or a short word) in the thread colour and lettering style
                  of your choice, or a small symbol. The monogram is embroidered in one of 5 positions:
                </p>
                <ol className="mt-4 grid gap-2 text-sm">
                  {MONOGRAM_POSITIONS.map((position, index) => (
                    <li key={position} className="flex items-baseline gap-3">
                      <span className="w-4 shrink-0 font-semibold text-navy tabular-nums">{index + 1}</span>
                      {position}
                    </li>
                  ))}
                </ol>
                <p className="mt-4 text-sm text-ink-soft">
                  Our advice: the fourth button is the traditional, discreet spot, hidden by a jacket and revealed when
                  you take it off; the left cuff shows at every handshake and suits French cuffs.
                </p>
              </div>
            </div>
          </section>
        </div>
      </Container>

      <CallToAction title="Put your choices together">
        Choose a fabric, then set the collar, cuffs, pocket and every other detail in our configurator. Each shirt is
        made from scratch for you.
      </CallToAction>
    </>
  );
}
