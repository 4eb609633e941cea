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

const designYourOwnShirt: GuidePage<"design-your-own-shirt"> = {
  meta: {
    title: "Design your own shirt in 8 steps",
    description:
      "How to create your made-to-measure shirt online in 8 steps: choose the fabric, sleeve, cuff, pocket, fit and collar, give your measurements and order. Made from scratch in about two weeks.",
    keywords:
      "design your own shirt, create a custom shirt, made to measure shirt online, shirt configurator, personalised men's shirt",
  },
  title: "Design your own shirt",
  intro:
    "A made-to-measure shirt takes about ten minutes to design. Follow these eight steps and we take care of the rest: cutting, sewing, finishing and delivery to your door.",
  stepsTitle: "How to create your shirt in 8 steps",
  steps: [
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
  ],
  goodToKnow: {
    title: "Good to know",
    points: [
      {
        title: "Customisation is free",
        text: "The price of your shirt is the price of its fabric. Collar, cuffs, pocket, placket, back, bottom, buttons and monogram cost nothing extra.",
      },
      {
        title: "Made from scratch for you",
        text: "Every shirt, standard sizes included, is cut and sewn to order in about two weeks, then shipped by tracked delivery.",
      },
      {
        title: "Not sure about a size?",
        text: "Compare with our [standard size charts](/sizing-guides) or [ask our team](/contact): we answer every question before you order.",
      },
    ],
  },
  callToAction: {
    title: "Ready for step one?",
    text: "Browse the gallery, choose a fabric and start designing.",
    action: "Choose your fabric",
  },
};

const perfectFitGuarantee: GuidePage<"perfect-fit-guarantee"> = {
  meta: {
    title: "Perfect fit guarantee and terms",
    description:
      "If your made-to-measure shirt does not match the measurements you ordered, we alter it, remake it or refund it. Our terms: making in about two weeks, tracked delivery in Europe, complaints within 7 business days.",
    keywords:
      "perfect fit guarantee, made to measure shirt guarantee, shirt remake, shirt alteration, custom shirt refund, shirt delivery terms",
  },
  title: "Perfect fit guarantee",
  intro:
    "A made-to-measure shirt should fit exactly as ordered. If yours does not, we put it right: free alteration, a new shirt, or your money back.",
  promise: {
    title: "Our promise",
    points: [
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
    ],
  },
  covered: {
    title: "What the guarantee covers",
    cases: [
      "A shirt whose measurements do not match the measurements you ordered.",
      "A fault in the making: seams, buttons, buttonholes, collar or cuffs.",
      "An option that differs from your order: fabric, collar, cuffs, pocket, placket or monogram.",
      "A parcel damaged in transit, reported as described below.",
    ],
  },
  notCovered: {
    title: "What it does not cover",
    cases: [
      "A change of mind about a style or a fabric: the shirt was made for you alone.",
      "Measurements entered incorrectly. Please contact us all the same; we will look at what can be done.",
      "Wear, or damage from washing and ironing against the care label.",
    ],
    note: "To get your measurements right the first time, measure [a shirt that already fits you](/take-measurements-shirts-on-the-shirt).",
  },
  claim: {
    title: "How to claim",
    steps: [
      {
        title: "Tell us within 7 business days",
        text: "Within 7 business days of delivery, open [your order history](/history-order) and choose 'Report a fit problem' on the shirt. Tell us, measurement by measurement, what is too tight or too loose, too short or too long, and by how many centimetres; add up to three photos.",
      },
      {
        title: "We check your shirt against your order",
        text: "Our team compares your claim with the measurements you ordered and answers within two business days, by e-mail and in your order history.",
      },
      {
        title: "Remade in your corrected measurements",
        text: "We make the shirt again in our workshop, free of charge, and send it to you by tracked delivery. Your corrected measurements are kept in [your sizes](/my-sizes), so your next shirt starts from them.",
      },
    ],
    contactLabel: "Past 7 days, or something else? Contact us",
  },
  terms: {
    title: "Our terms at a glance",
    items: [
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
    ],
    note: "Questions about an order? Read our [FAQ](/faq) or [write to us](/contact).",
  },
  callToAction: {
    title: "Order with confidence",
    text: "Choose your fabric and design a shirt made to your measurements, guaranteed to fit as ordered.",
  },
};

const takeMeasurements: GuidePage<"take-measurements-shirts-on-the-shirt"> = {
  meta: {
    title: "How to measure a shirt that fits you well",
    description:
      "Measure a shirt you already own, laid flat: collar, chest, waist, shoulders, sleeve, cuff and length. Where to measure, how, the mistakes to avoid, and typical ranges in inches or centimetres.",
    keywords:
      "how to measure a shirt, shirt measurements, measure shirt laid flat, shirt collar size, shirt sleeve length, made to measure shirt size",
  },
  title: "Measure a shirt that fits you",
  breadcrumb: "Measure a shirt you own",
  intro:
    "The surest way to a perfect fit is a shirt you already love wearing. Lay it flat, take seven measurements and we will reproduce its fit, with the collar, cuffs and fabric you choose.",
  beforeYouStart: {
    title: "Before you start",
    tips: [
      "Choose a shirt that fits you well today, ideally one that has been washed a few times: it will not shrink any further.",
      "Lay it on a large, flat table, button it completely, and smooth it with your hands without stretching it.",
      "Use a tailor's soft tape measure, keep it straight, and note each figure as you go.",
      "If the shirt is a little tight or loose somewhere, measure it anyway and adjust the figure: add or remove the difference you would like.",
    ],
    caption: "The seven measurements, numbered as in the guide below.",
  },
  measures: {
    title: "The seven measurements",
    // Typical finished-shirt measures of our customers, in cm (chest, waist: all the way round).
    items: [
      {
        key: "neck",
        name: "Neck (collar)",
        min: 36,
        max: 48,
        where: "The collar band, the part that goes round your neck.",
        how: "Unbutton the collar and lay it open and flat. Measure along the middle of the band from the centre of the button to the far end of the buttonhole.",
        mistake:
          "Measuring to the near end of the buttonhole, or along the folded collar leaf: both give a collar about 1 cm too tight.",
      },
      {
        key: "chest",
        name: "Chest",
        min: 96,
        max: 136,
        where: "Straight across the front, 2.5 cm (1 in) below the armholes.",
        how: "Button the shirt completely and lay it face up. Measure from one side seam to the other, then double the figure.",
        mistake:
          "Forgetting to double the flat measurement, or measuring right in the armpit seam, where the sleeve widens it.",
      },
      {
        key: "waist",
        name: "Waist",
        min: 86,
        max: 130,
        where: "The narrowest point of the shirt, usually level with the fourth or fifth button.",
        how: "Measure straight across from side seam to side seam and double the figure, as for the chest.",
        mistake: "Measuring at the hem instead of the waist, or pulling the fabric taut: let the shirt lie naturally.",
      },
      {
        key: "shoulder",
        name: "Shoulders",
        min: 42,
        max: 54,
        where: "Across the back, from one shoulder seam to the other.",
        how: "Turn the shirt face down. Measure in a straight line from the point where the sleeve joins the shoulder on one side to the same point on the other.",
        mistake:
          "Following the curve of the collar, or measuring on the front, where the collar leaves get in the way.",
      },
      {
        key: "sleeve",
        name: "Sleeve",
        min: 60,
        max: 72,
        where: "Along the top of the sleeve, from the shoulder seam to the end of the cuff.",
        how: "Lay the sleeve flat and straight, without creases. Measure along its outer edge, cuff included.",
        mistake: "Starting from the centre of the back, as some brands do, or stopping at the seam above the cuff.",
      },
      {
        key: "cuff",
        name: "Cuff",
        min: 22,
        max: 28,
        where: "The cuff, opened flat.",
        how: "Unbutton the cuff and measure from the centre of the button to the far end of the buttonhole. With two buttons side by side, use the one you fasten.",
        mistake: "Measuring the whole cuff from edge to edge, which adds the overlap of 2 to 3 cm.",
      },
      {
        key: "length",
        name: "Length",
        min: 74,
        max: 86,
        where: "Down the centre of the back, from the collar seam to the hem.",
        how: "Lay the shirt face down and measure straight down the middle, from where the collar joins the shirt to the lowest point of the hem.",
        mistake:
          "Measuring from the top of the collar, or at the side of a curved hem, which is several centimetres shorter.",
      },
    ],
  },
  ranges: {
    title: "Typical ranges",
    intro:
      "Check your figures against the usual measurements of a finished shirt. A figure outside the range is not necessarily wrong, but it is worth measuring again.",
    unitLabel: "Show the ranges in:",
    note: 'Chest and waist are given all the way round (twice the flat measurement). 1 in = 2.54 cm. The "Measure your shirt" form of the configurator takes centimetres; it also asks for the hips, measured flat across the bottom of the shirt and doubled.',
  },
  callToAction: {
    title: "Your measurements are ready?",
    text: "Choose a fabric and enter them when you design your shirt. Our [perfect fit guarantee](/perfect-fit-guarantee) covers every shirt made to the measurements you give us.",
  },
};

/** Each guide page's starting words, by url. */
export const guidePageSeed: { [Url in GuidePageUrl]: GuidePage<Url> } = {
  "custom-shirts-options": customShirtsOptions,
  "design-your-own-shirt": designYourOwnShirt,
  "perfect-fit-guarantee": perfectFitGuarantee,
  "style-device": styleDevice,
  "take-measurements-shirts-on-the-shirt": takeMeasurements,
};
