import type { contentPages, faqCategories, faqItems, homeContent } from "~/db/schema";
import { blogPostSeed, styleGuideSeed } from "./content-articles";
import { sitePageSeed } from "./content-pages";

/*
 * Editorial content: the home page text, content pages (site pages, style guides, blog
 * posts) and the FAQ. HTML is sanitised by the seed loader before it is stored.
 */

export const homeContentSeed: (typeof homeContent.$inferInsert)[] = [
  {
    id: 1,
    heroTitle: "Made-to-measure shirts, tailored for you in Italy",
    heroSubtitle:
      "Choose your fabric, design every detail and give us your measurements: our workshop in the Veneto cuts and sews your shirt just for you.",
    stepTitle1: "Choose your fabric",
    stepText1:
      "Browse more than 4,000 cloths from mills in Biella, Como, Portugal, Switzerland and Japan: poplin, twill, oxford, linen, flannel and more, filtered by colour, weave and pattern.",
    stepTitle2: "Design your style",
    stepText2:
      "Pick from 29 collars, 9 cuffs and 4 pockets, then the placket, back, hem and buttons, and add your initials. Every option is included in the price, and the preview follows each choice.",
    stepTitle3: "Give your measurements",
    stepText3:
      "Answer a few questions about your height, weight and build and we calculate your size, or enter the measurements of a shirt that already fits you well. Sign in to save them for next time.",
    stepTitle4: "Receive your shirt",
    stepText4:
      "Your shirt is cut and sewn in about two weeks, then delivered tracked across Europe in 5 to 7 working days. If it does not fit as ordered, we remake it free of charge.",
    collectionsTitle: "Our collections",
    collectionsText:
      "Start from a shirt we have designed, then make it yours: white shirts, business classics, relaxed casual checks, cool linen, cloths from the great Italian mills and non-iron fabrics for busy weeks.",
    missionIntro:
      "We believe a shirt should fit the man who wears it, not an average of thousands of others. Made to measure used to be a luxury reserved for a few; we make it the simple choice, at the price of a good ready-to-wear shirt.",
    missionTitle: "Our mission",
    valuesTitle: "What we stand for",
    stylesTitle: "Style advice",
    stylesText:
      "Which collar suits your face, how a shirt should fit, what to wear with French cuffs: our guides help you design shirts you will wear for years.",
    storyTitle: "Our story",
    storyText:
      "Atelier Sartorial was born from a simple frustration: shirts that were tight at the neck, loose at the waist and never quite the right length. We teamed up with a family workshop in the Veneto that has sewn shirts for some of Europe's best labels, and built a way to order a shirt cut for you alone, online. Each shirt is cut one at a time from your measurements, sewn with fine single-needle seams and checked against its order sheet before it leaves. Because we only make what has been ordered, nothing goes to waste.",
    storyIllustration: "workshop",
    metaTitle: "Custom tailored men's shirts online, made to measure for you | Atelier Sartorial",
    metaDescription:
      "Design your made-to-measure shirt online: over 4,000 fabrics, 29 collars, 9 cuffs, free customisation and monogram. Made in Italy from 39 euros, delivered across Europe.",
    metaKeywords:
      "made to measure shirts, custom shirts, tailored shirts online, men's shirts, bespoke shirts, Italian shirts, made in Italy",
  },
];

export const contentPageSeed: (typeof contentPages.$inferInsert)[] = [
  ...sitePageSeed,
  ...styleGuideSeed,
  ...blogPostSeed,
];

export const faqCategorySeed: (typeof faqCategories.$inferInsert)[] = [
  { id: 1, name: "Ordering", sortOrder: 1 },
  { id: 2, name: "Sizing and fit", sortOrder: 2 },
  { id: 3, name: "Fabrics and care", sortOrder: 3 },
  { id: 4, name: "Delivery and returns", sortOrder: 4 },
  { id: 5, name: "Payment", sortOrder: 5 },
];

export const faqItemSeed: (typeof faqItems.$inferInsert)[] = [
  // Ordering
  {
    id: 1,
    categoryId: 1,
    sortOrder: 1,
    question: "How do I order a made-to-measure shirt?",
    answerHtml:
      '<p>Choose a shirt in our <a href="/men-shirts">gallery</a> or start from any fabric, then customise it in the configurator: collar, cuffs, pocket, placket, back, hem, buttons and embroidery. Next, give us your measurements, add the shirt to your cart and check out. Your shirt goes into production as soon as your payment is confirmed.</p>',
  },
  {
    id: 2,
    categoryId: 1,
    sortOrder: 2,
    question: "Does customisation cost extra?",
    answerHtml:
      "<p>No. The price of a shirt is the price of its fabric, from 39 euros. Every style option, your measurements and embroidery of up to 6 letters are included at no extra charge.</p>",
  },
  {
    id: 3,
    categoryId: 1,
    sortOrder: 3,
    question: "Which styles can I choose from?",
    answerHtml:
      "<p>You can combine <strong>29 collar styles</strong>, <strong>9 cuff styles</strong> and <strong>4 pocket styles</strong> with three plackets (standard, hidden or French front), four backs (plain, box pleat, side pleats or darts), a curved or straight hem and six button colours. Collars can be made with sewn-in, removable or no bones, and in a rigid, standard or soft finish.</p>",
  },
  {
    id: 4,
    categoryId: 1,
    sortOrder: 4,
    question: "Can I add a monogram?",
    answerHtml:
      "<p>Yes, free of charge. Choose up to 6 letters, a lettering style (script, block, serif or monogram), a thread colour and, if you like, a small symbol such as an anchor, a crown or a clover. The embroidery can be placed at the level of the second or fourth button, on the bottom hem, or on the left or right cuff.</p>",
  },
  {
    id: 5,
    categoryId: 1,
    sortOrder: 5,
    question: "Can I change or cancel my order?",
    answerHtml:
      '<p>Contact us as soon as possible at <a href="mailto:service@ateliersartorial.example">service@ateliersartorial.example</a>: until production has started, we can change or cancel your order. Once production has started, a custom order can no longer be cancelled, because the shirt is cut to your measurements and specifications. For the same reason, the 14-day right of withdrawal does not apply to made-to-measure shirts; our <a href="/perfect-fit-guarantee">perfect fit guarantee</a> protects you instead.</p>',
  },
  {
    id: 6,
    categoryId: 1,
    sortOrder: 6,
    question: "Do I need an account to order?",
    answerHtml:
      "<p>You can design shirts and fill your cart without an account. You will be asked to sign in or create an account at checkout, so we can send you your order confirmation and keep your measurements and order history for your next shirts.</p>",
  },
  {
    id: 7,
    categoryId: 1,
    sortOrder: 7,
    question: "Can I order the same shirt again?",
    answerHtml:
      '<p>Yes. In your <a href="/history-order">order history</a>, each shirt has a Reorder button that puts it back in your cart with the same fabric, style and measurements. You can still change any detail before checking out.</p>',
  },
  // Sizing and fit
  {
    id: 8,
    categoryId: 2,
    sortOrder: 1,
    question: "How do I give my measurements?",
    answerHtml:
      '<p>There are three ways:</p><ul><li><strong>Smart measurement:</strong> enter your height, weight, age, build, preferred fit and collar size, and we calculate the eight measurements of your shirt.</li><li><strong>Rapid measurement:</strong> choose your fit, collar size and sleeve length.</li><li><strong>Your own shirt:</strong> measure a shirt that fits you well and enter the figures; our <a href="/take-measurements-shirts-on-the-shirt">guide</a> shows you how.</li></ul><p>You can check and adjust every figure before adding the shirt to your cart.</p>',
  },
  {
    id: 9,
    categoryId: 2,
    sortOrder: 2,
    question: "What is the perfect fit guarantee?",
    answerHtml:
      '<p>If your shirt does not fit as ordered, we remake it free of charge or refund it. Tell us within <strong>7 business days of delivery</strong>, before washing or altering the shirt, with the measurements that seem wrong and, if possible, photos. We will tell you how to send it back. Read the full terms on our <a href="/perfect-fit-guarantee">perfect fit guarantee</a> page.</p>',
  },
  {
    id: 10,
    categoryId: 2,
    sortOrder: 3,
    question: "Which fit should I choose?",
    answerHtml:
      '<p><strong>Slim</strong> is close to the body and tapered at the waist, for slim and athletic builds. <strong>Regular</strong> is gently shaped with a little ease and suits most men. <strong>Classic</strong> is straight and comfortable through the chest and waist. Compare them in our <a href="/sizing-guides">size chart</a> or read <a href="/style/how-a-shirt-should-fit">how a shirt should fit</a>.</p>',
  },
  {
    id: 11,
    categoryId: 2,
    sortOrder: 4,
    question: "Can I save my measurements for later?",
    answerHtml:
      '<p>Yes. When you are signed in, every size you create is saved as a profile in <a href="/my-sizes">My sizes</a>. You can name it, adjust it and choose it in one click for your next shirt.</p>',
  },
  {
    id: 12,
    categoryId: 2,
    sortOrder: 5,
    question: "Will my shirt shrink?",
    answerHtml:
      "<p>Cotton and linen can shrink slightly during the first washes, and much more in a tumble dryer. Our patterns include a small allowance for normal washing, so wash at 30 to 40 degrees, dry on a hanger and your shirt will keep its measurements.</p>",
  },
  {
    id: 13,
    categoryId: 2,
    sortOrder: 6,
    question: "I have one arm longer than the other, or a watch on one wrist. Can you adapt?",
    answerHtml:
      '<p>Yes. Add your request in a message to <a href="mailto:service@ateliersartorial.example">service@ateliersartorial.example</a> right after ordering, quoting your order number, and our workshop will adjust the sleeve or cuff on that side before cutting.</p>',
  },
  // Fabrics and care
  {
    id: 14,
    categoryId: 3,
    sortOrder: 1,
    question: "How many fabrics do you offer?",
    answerHtml:
      '<p>Over 4,000, from everyday poplins to superfine two-ply cottons, in every colour and pattern. They are woven by mills in Biella, Como and the Veneto in Italy, and in Portugal, Switzerland and Japan. Use the filters in the <a href="/men-shirts">gallery</a> to search by weave, colour and motif.</p>',
  },
  {
    id: 15,
    categoryId: 3,
    sortOrder: 2,
    question: "What does 'No iron' mean?",
    answerHtml:
      "<p>A non-iron fabric is treated so the shirt comes out of the wash almost smooth. Take it out of the machine as soon as the programme ends and hang it on a hanger to dry; at most, the collar and cuffs need a quick touch of the iron. 'Easy iron' fabrics have a lighter treatment that makes ironing quicker.</p>",
  },
  {
    id: 16,
    categoryId: 3,
    sortOrder: 3,
    question: "What does a yarn count like 100/2 mean?",
    answerHtml:
      '<p>The first number is the fineness of the yarn: the higher it is, the finer and silkier the fabric. The second is the number of yarns twisted together: /2 means two-ply, which is stronger and smoother than a single yarn (/1). See our guide on <a href="/style/how-to-choose-a-shirt-fabric">how to choose a shirt fabric</a>.</p>',
  },
  {
    id: 17,
    categoryId: 3,
    sortOrder: 4,
    question: "How should I wash and iron my shirt?",
    answerHtml:
      '<p>Remove collar bones, unbutton everything and wash at 30 to 40 degrees with a moderate spin. Avoid the tumble dryer: hang the shirt to dry and iron it slightly damp, starting with the collar, then the cuffs, sleeves, yoke, back and fronts. Always follow the care label. Our article on <a href="/blog/caring-for-your-shirts">caring for your shirts</a> has all the details.</p>',
  },
  {
    id: 18,
    categoryId: 3,
    sortOrder: 5,
    question: "Are the colours on screen accurate?",
    answerHtml:
      "<p>We draw every fabric from its real colours, but screens vary and a colour can look slightly different on yours. Each fabric page lists the colour, weave, composition, weight and finish of the cloth; if you hesitate between two, our customer service will be happy to describe them.</p>",
  },
  {
    id: 19,
    categoryId: 3,
    sortOrder: 6,
    question: "Are collar bones supplied?",
    answerHtml:
      "<p>If you choose a collar with removable bones, a set is supplied in the collar; take them out before washing. Sewn-in bones stay in the collar permanently, and a bones-free collar has none, for a softer look.</p>",
  },
  // Delivery and returns
  {
    id: 20,
    categoryId: 4,
    sortOrder: 1,
    question: "How long will it take to receive my shirt?",
    answerHtml:
      "<p>Your shirt is made in about <strong>two weeks</strong>. It is then shipped tracked and delivered in <strong>5 to 7 working days</strong> anywhere in Europe with standard delivery, or in 2 to 3 working days with express delivery.</p>",
  },
  {
    id: 21,
    categoryId: 4,
    sortOrder: 2,
    question: "Where do you deliver?",
    answerHtml:
      "<p>We deliver to every country in the European Union and to the United Kingdom, Switzerland, Norway, Iceland, Liechtenstein, Andorra, Monaco, San Marino, Vatican City, Albania, Bosnia and Herzegovina, Kosovo, Moldova, Montenegro, North Macedonia, Serbia and Ukraine. We do not currently deliver outside Europe, nor to Russia or Belarus.</p>",
  },
  {
    id: 22,
    categoryId: 4,
    sortOrder: 3,
    question: "How much does delivery cost?",
    answerHtml:
      "<p>Standard tracked delivery is free. Express delivery costs 14.90 euros per order, converted into your currency at checkout. For deliveries outside the European Union, such as the United Kingdom, Switzerland or Norway, local import taxes and duties may be charged by the carrier on delivery and are not included in our prices.</p>",
  },
  {
    id: 23,
    categoryId: 4,
    sortOrder: 4,
    question: "How can I follow my order?",
    answerHtml:
      '<p>Your <a href="/history-order">order history</a> shows the status of each order. When your shirts leave our workshop, we send you an email with the tracking number and a link to follow the parcel.</p>',
  },
  {
    id: 24,
    categoryId: 4,
    sortOrder: 5,
    question: "Can I return a shirt?",
    answerHtml:
      '<p>Because every shirt is made to your measurements and choices, made-to-measure shirts cannot be returned simply because you changed your mind. If the shirt does not fit as ordered or has a defect, contact us within <strong>7 business days of delivery</strong>: we will remake it free of charge or refund it under our <a href="/perfect-fit-guarantee">perfect fit guarantee</a>. Your statutory rights for defective goods are not affected.</p>',
  },
  {
    id: 25,
    categoryId: 4,
    sortOrder: 6,
    question: "What if my parcel arrives damaged or incomplete?",
    answerHtml:
      '<p>Note any damage on the carrier\'s delivery slip, and send us a copy of your notification to the carrier within <strong>24 hours</strong>, with photos of the parcel, at <a href="mailto:service@ateliersartorial.example">service@ateliersartorial.example</a>. We will take care of the rest and replace any damaged shirt.</p>',
  },
  // Payment
  {
    id: 26,
    categoryId: 5,
    sortOrder: 1,
    question: "Which payment methods do you accept?",
    answerHtml:
      "<p>You can pay by <strong>credit or debit card</strong> (Visa, Mastercard and other major cards) through our secure payment provider, or with <strong>PayPal</strong>. We never see or store your full card number.</p>",
  },
  {
    id: 27,
    categoryId: 5,
    sortOrder: 2,
    question: "In which currency will I pay?",
    answerHtml:
      "<p>Our prices are set in euros. You can display them in euros, pounds sterling, US dollars or Swiss francs with the currency selector: they are converted from euros at our current rate. You pay the amount shown at checkout, in the currency shown, so what you see is exactly what is charged.</p>",
  },
  {
    id: 28,
    categoryId: 5,
    sortOrder: 3,
    question: "When is my payment taken?",
    answerHtml:
      "<p>Your payment is taken when you place your order. Production starts only once the payment has been confirmed by the payment provider, and you receive a confirmation email at that moment.</p>",
  },
  {
    id: 29,
    categoryId: 5,
    sortOrder: 4,
    question: "Is payment secure?",
    answerHtml:
      "<p>Yes. Payments are processed by our payment providers over an encrypted connection, with strong customer authentication (such as 3-D Secure) when your bank requires it. Your card details go directly to the provider and never pass through our servers.</p>",
  },
  {
    id: 30,
    categoryId: 5,
    sortOrder: 5,
    question: "Can I get an invoice?",
    answerHtml:
      '<p>Yes. Your order confirmation email lists every shirt, the delivery and the total paid. If you need a VAT invoice, for example for your company, write to <a href="mailto:service@ateliersartorial.example">service@ateliersartorial.example</a> with your order number and company details.</p>',
  },
];
