import type { GuidePage, GuidePageUrl } from "~/modules/content/guides";

/*
 * The guide pages' words (modules/content/guides.ts gives each page's shape): what a new shop
 * starts with, and what a shop seeded before these pages were records receives at its next start.
 */

const customShirtsOptions: GuidePage<"custom-shirts-options"> = {
  meta: {
    title: "Custom shirt options: collars, cuffs, pockets, plackets and monograms",
    description:
      "How to choose the details of a made-to-measure shirt: 29 collar styles, 9 cuff styles, 4 pocket styles, plackets, backs, bottoms, buttons and a free monogram, with advice on when to wear each.",
    keywords:
      "custom shirt options, shirt collar styles, shirt cuff styles, French cuff, button-down collar, shirt placket, box pleat, shirt monogram",
  },
  title: "Custom shirt options",
  intro:
    "Every Atelier Sartorial shirt is cut to your measurements, and every detail is yours to decide. Here is how to choose among our 29 collar styles, 9 cuff styles, 4 pocket styles, plackets, backs, bottoms, buttons and monograms, and when to wear each one. All options are included in the price of the fabric.",
  sections: [
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
  ],
  buttonsAndMonogram: {
    title: "Buttons and monogram",
    buttons: {
      title: "Buttons",
      text: "Buttons are the finishing touch. Choose among six: white mother-of-pearl, the finest for a dress shirt; ivory for cream and pastel cloths; navy or black for a discreet contrast or an evening shirt; smoke grey for chambray and greys; and horn brown for flannel, denim and linen. With a hidden placket, only the buttons of the collar and cuffs show.",
    },
    collarBones: {
      title: "Collar bones and stiffness",
      text: "Every collar can be made with sewn-in bones, removable bones or no bones at all, and with a rigid, standard or soft interlining. Choose bones and a rigid collar for a crisp line under a tie; a soft, bone-free collar rolls naturally when worn open.",
    },
    monogram: {
      title: "Monogram embroidery, free of charge",
      text: "Add up to 6 letters (your initials, a date or a short word) in the thread colour and lettering style of your choice, or a small symbol. The monogram is embroidered in one of 5 positions:",
      positions: [
        "Level of the second shirt button",
        "Level of the fourth shirt button",
        "Bottom hem of the shirt",
        "Left cuff level",
        "Right cuff level",
      ],
      advice:
        "Our advice: the fourth button is the traditional, discreet spot, hidden by a jacket and revealed when you take it off; the left cuff shows at every handshake and suits French cuffs.",
    },
  },
  callToAction: {
    title: "Put your choices together",
    text: "Choose a fabric, then set the collar, cuffs, pocket and every other detail in our configurator. Each shirt is made from scratch for you.",
  },
};

const styleDevice: GuidePage<"style-device"> = {
  meta: {
    title: "Style advice: shirt fits, collars, cuffs and fabrics",
    description:
      "A tailor's advice on choosing a shirt: slim, classic or comfort fit; spread, button-down, cutaway, club, mandarin or wing collar; single, two-button or French cuffs; and the main shirt fabrics, from poplin to seersucker.",
    keywords:
      "shirt style advice, shirt fit guide, shirt collar guide, French cuffs, shirt fabrics, poplin, Oxford, twill, herringbone, linen shirt, seersucker",
  },
  title: "Style advice",
  intro:
    "A short guide from our shirtmakers to choosing a fit, a collar, a cuff and a fabric that suit you and the occasion.",
  sections: [
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
  ],
  combinations: {
    label: "Combinations",
    title: "Three sure combinations",
    intro: "Not sure where to begin? Each of these pairs a fabric with the details that flatter it.",
    items: [
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
    ],
  },
  callToAction: {
    title: "Try the advice on your own shirt",
    text: "Every fit, collar and cuff on this page can be chosen in our configurator at no extra charge, on fabrics in each of these weaves.",
  },
};

/** Each guide page's starting words, by url. */
export const guidePageSeed: { [Url in GuidePageUrl]: GuidePage<Url> } = {
  "custom-shirts-options": customShirtsOptions,
  "style-device": styleDevice,
};
