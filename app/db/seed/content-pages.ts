import type { contentPages } from "~/db/schema";

type PageRow = typeof contentPages.$inferInsert;

/*
 * The site's own pages (kind 'page'): about, legal notice and contact. HTML uses only the
 * tags the sanitiser keeps (p, h2-h4, lists, strong, em, a, tables, blockquote, br).
 */

const aboutBody = `
<h2>Shirts made for one person</h2>
<p>Atelier Sartorial makes men's shirts to measure and sells them online across Europe. Every shirt we deliver is cut for the man who ordered it, from his own measurements, in the fabric and the style he chose. There is no stock of finished shirts waiting in a warehouse: a shirt starts to exist on the day you order it.</p>
<p>We started the company because we were tired of choosing between two poor options. Ready-to-wear shirts are made for an average body that almost nobody has, so they are tight at the neck and loose at the waist, or right across the chest and short in the sleeves. Traditional bespoke shirtmaking solves this beautifully, but it costs several hundred euros a shirt and needs fittings in a city you may not live in. We wanted the fit of the second at close to the price of the first.</p>
<h2>Our workshop in the Veneto</h2>
<p>Our shirts are made in a family-run workshop in the Veneto, in north-east Italy, a region that has sewn shirts for the great Italian and European labels for decades. Cutters, machinists and finishers with long experience work there on every order we receive.</p>
<p>Each shirt is cut on its own from a pattern drafted from your measurements, never picked from a pile of pre-cut pieces. Collars and cuffs are interlined to the stiffness you asked for, seams are sewn with a fine single needle, and buttons are attached with a cross stitch and a thread shank so they are easy to fasten and stay put. Before it is folded, every shirt is pressed and checked against the measurements on its order sheet.</p>
<h2>How made to measure works online</h2>
<ol>
<li><strong>Choose a fabric.</strong> Over 4,000 cloths, from essential poplins to superfine two-ply cottons, linen, flannel, chambray and denim. Filter the <a href="/men-shirts">gallery</a> by colour, weave and pattern.</li>
<li><strong>Design your shirt.</strong> Choose between 29 collar styles, 9 cuffs, 4 pockets, three plackets, four backs, two hems and six button colours, and add a monogram of up to six letters. Every option is included in the price of the fabric.</li>
<li><strong>Give us your measurements.</strong> Our smart calculator works out the eight measurements of your shirt from your height, weight, age, build and preferred fit. You can also choose a collar size and sleeve length, or copy the measurements of a shirt that already fits you well. Sign in and your sizes are saved for your next order.</li>
<li><strong>Receive your shirt.</strong> Making takes about two weeks. We then ship it tracked, and it reaches you in 5 to 7 working days anywhere in Europe.</li>
</ol>
<p>If the shirt does not fit as ordered, we remake it free of charge or refund it. That is our <a href="/perfect-fit-guarantee">perfect fit guarantee</a>.</p>
<h2>Fabrics worth wearing</h2>
<p>We buy cloth from mills we know. The finest two-ply poplins, twills and herringbones come from Biella and Como, the historic centres of Italian weaving. Our oxfords, ginghams and flannels come from Portugal, the superfine satins and voiles from Switzerland, and our chambray and denim from Japan. The price of a shirt depends only on its fabric, from 39 euros for our essential poplin to 129 euros for Swiss satin.</p>
<h2>Making less, wasting less</h2>
<p>Because we make only what has been ordered, we have no unsold stock to discount, destroy or send to landfill at the end of a season. Our cutters lay out each pattern by hand to make the most of the cloth, and offcuts are collected by a textile recycler. Shirts are packed in recycled cardboard without plastic and leave the workshop in one consolidated shipment a day.</p>
<p>Above all, a shirt that fits is a shirt that gets worn. The most sustainable garment is the one you keep wearing for years, and that is the kind of shirt we want to make.</p>
<h2>Talk to us</h2>
<p>Our customer service team answers within one working day, Monday to Friday from 9:00 to 18:00 CET, at <a href="mailto:service@ateliersartorial.example">service@ateliersartorial.example</a> or on +33 1 84 80 20 20. You will find more answers in our <a href="/faq">FAQ</a>.</p>
`;

const legalBody = `
<h2>Publisher</h2>
<p>This website is published by <strong>Atelier Sartorial SAS</strong>, a simplified joint-stock company (société par actions simplifiée) with a share capital of 50,000 euros, registered with the Paris Trade and Companies Register under number RCS Paris 912 345 675.</p>
<p>Registered office: 14 rue du Mail, 75002 Paris, France<br />Intra-community VAT number: FR65 912345675<br />Email: <a href="mailto:service@ateliersartorial.example">service@ateliersartorial.example</a><br />Telephone: +33 1 84 80 20 20 (Monday to Friday, 9:00 to 18:00 CET)</p>
<p>Director of publication: Marco Bellin, President of Atelier Sartorial SAS.</p>
<h2>Hosting</h2>
<p>The website is hosted by OVH SAS, 2 rue Kellermann, 59100 Roubaix, France, telephone +33 9 72 10 10 07. The servers that store customer data are located in the European Union.</p>
<h2>Intellectual property</h2>
<p>The whole of this website, including its structure, texts, illustrations, shirt and fabric drawings, logos and trade names, is the exclusive property of Atelier Sartorial SAS or is used with the permission of its owners. Any reproduction, representation, adaptation or distribution, in whole or in part, on any medium, without our prior written consent is prohibited and may constitute an infringement under articles L.335-2 and following of the French Intellectual Property Code.</p>
<p>You may link to our pages provided the link opens our site in full and does not suggest a partnership we have not agreed to.</p>
<h2>Personal data</h2>
<p>Atelier Sartorial SAS is the controller of the personal data collected on this website, in accordance with the General Data Protection Regulation (EU) 2016/679 and the French Data Protection Act of 6 January 1978 as amended.</p>
<h3>What we collect and why</h3>
<ul>
<li><strong>Orders and customer account:</strong> name, email address, telephone number, postal addresses, measurements and order history, to make and deliver your shirts and to manage the perfect fit guarantee. Legal basis: performance of the contract.</li>
<li><strong>Invoices and accounting records:</strong> kept for ten years, as required by the French Commercial Code. Legal basis: legal obligation.</li>
<li><strong>Newsletter:</strong> your email address, only if you subscribe, until you unsubscribe with the link in each message. Legal basis: consent.</li>
<li><strong>Contact form:</strong> your name, email address, telephone number and message, to answer your request, kept for three years. Legal basis: our legitimate interest in answering you.</li>
</ul>
<p>Your account and saved measurements are kept until you delete your account, which you can do at any time, or three years after your last activity. We never sell or rent your data.</p>
<h3>Who receives it</h3>
<p>Only the people and partners who need it to serve you: our customer service team, our workshop in Italy (your measurements and the design of your shirt, never your payment details), the carriers who deliver your parcel, and our payment providers (Stripe and PayPal), who process card and PayPal payments under their own security standards. We never see or store your full card number.</p>
<h3>Your rights</h3>
<p>You have the right to access, rectify and erase your data, to restrict or object to its processing, to data portability, and to give instructions about what happens to it after your death. Write to <a href="mailto:privacy@ateliersartorial.example">privacy@ateliersartorial.example</a> or to Atelier Sartorial SAS, Data Protection, 14 rue du Mail, 75002 Paris, France. We answer within one month. If you believe your rights have not been respected, you may lodge a complaint with the CNIL (<a href="https://www.cnil.fr">www.cnil.fr</a>) or with the supervisory authority of your country.</p>
<h2>Cookies</h2>
<p>This website uses only three cookies, all of them necessary for it to work:</p>
<ul>
<li><strong>Currency:</strong> remembers the currency in which you chose to see prices.</li>
<li><strong>Cart:</strong> keeps the shirts you are designing and the contents of your cart, so they are still there when you come back.</li>
<li><strong>Session:</strong> keeps you signed in to your account securely.</li>
</ul>
<p>We use no advertising, analytics or social media cookies and no tracking of any kind, so there is nothing to accept or refuse. You can delete these cookies in your browser settings at any time; you would then need to sign in again and your cart would be emptied.</p>
<h2>Liability</h2>
<p>We take great care over the accuracy of the information on this website, but colours may look slightly different on screen than in the cloth, depending on your device. Atelier Sartorial SAS cannot be held liable for interruptions of the website or for damage resulting from the use of external sites linked from it.</p>
<h2>Applicable law</h2>
<p>This legal notice is governed by French law. Our terms of sale are set out in the <a href="/perfect-fit-guarantee">perfect fit guarantee and terms</a> page.</p>
`;

const contactBody = `
<h2>Customer service</h2>
<p>Our team knows shirts, fabrics and measurements, and is happy to help you choose a cloth, check a size or follow an order. We answer every message within one working day.</p>
<p>The Paris address is our office, not a shop, and returns should not be sent there without first contacting us: we will tell you where to send a shirt and give you a prepaid label when a remake is covered by our <a href="/perfect-fit-guarantee">perfect fit guarantee</a>.</p>
<h2>Before you write</h2>
<p>To help us answer quickly, please include:</p>
<ul>
<li>your order number, shown in your confirmation email and in your <a href="/history-order">order history</a>;</li>
<li>for a fit question, the measurement that seems wrong and, if you can, the same measurement taken on the shirt laid flat;</li>
<li>for a fabric question, the fabric reference shown on the shirt page (for example AS-1502).</li>
</ul>
<p>If your question is about a fit problem, remember that complaints must reach us within 7 business days of delivery. Please do not wash or alter the shirt before we have answered.</p>
<h2>Quick answers</h2>
<p>Many questions about delivery times, measurements, fabrics and payment are answered in our <a href="/faq">FAQ</a>. For help with measurements, see our <a href="/sizing-guides">size chart</a> and the guide to <a href="/take-measurements-shirts-on-the-shirt">measuring a shirt you already own</a>.</p>
<p>You can also use the form on this page: choose the subject that fits best so your message reaches the right person.</p>
<h2>Companies, weddings and groups</h2>
<p>Ordering shirts for a team, a wedding party or a corporate wardrobe? We can help you choose one fabric and style for everyone, while each shirt is still cut to the measurements of the person who will wear it. Write to us with the number of shirts and the date you need them, and we will come back to you with a proposal and a production schedule.</p>
`;

export const sitePageSeed: PageRow[] = [
  {
    id: 1,
    kind: "page",
    url: "made-to-measure-online-shirt",
    name: "Made-to-measure shirts, made in Italy",
    summary:
      "Who we are, how our Veneto workshop makes each shirt from your measurements, and why made to measure wastes less.",
    illustration: "workshop",
    bodyHtml: aboutBody,
    metaTitle: "Made-to-measure shirts online, made in Italy | Atelier Sartorial",
    metaDescription:
      "Atelier Sartorial makes men's shirts to measure in a family workshop in the Veneto: over 4,000 fabrics, free customisation, delivered across Europe from 39 euros.",
    metaKeywords: "made to measure shirt, custom shirt online, Italian shirt workshop, Veneto, tailored shirts",
    sortOrder: 1,
    publishedAt: new Date("2025-01-06T09:00:00Z"),
  },
  {
    id: 2,
    kind: "page",
    url: "about-us",
    name: "About us",
    summary: "Our story, our workshop in the Veneto and how we make shirts to measure online.",
    illustration: "workshop",
    bodyHtml: aboutBody,
    metaTitle: "About us | Atelier Sartorial",
    metaDescription:
      "Our story: made-to-measure men's shirts cut one by one in our Veneto workshop, from cloth woven in Biella, Como, Portugal, Switzerland and Japan.",
    metaKeywords: "about Atelier Sartorial, made to measure shirts, Italian workshop, custom shirts",
    sortOrder: 2,
    publishedAt: new Date("2025-01-06T09:00:00Z"),
  },
  {
    id: 3,
    kind: "page",
    url: "legal-notice",
    name: "Legal notice",
    summary: "Publisher, hosting, intellectual property, personal data and cookies.",
    illustration: "",
    bodyHtml: legalBody,
    metaTitle: "Legal notice | Atelier Sartorial",
    metaDescription:
      "Legal notice of Atelier Sartorial SAS, 14 rue du Mail, 75002 Paris: publisher, hosting, intellectual property, personal data (GDPR) and cookies.",
    metaKeywords: "legal notice, personal data, GDPR, cookies, Atelier Sartorial SAS",
    sortOrder: 3,
    publishedAt: new Date("2025-01-06T09:00:00Z"),
  },
  {
    id: 4,
    kind: "page",
    url: "contact",
    name: "Contact us",
    summary: "Email, telephone and postal address of our customer service, open Monday to Friday.",
    illustration: "",
    bodyHtml: contactBody,
    metaTitle: "Contact us | Atelier Sartorial",
    metaDescription:
      "Contact Atelier Sartorial customer service: service@ateliersartorial.example, +33 1 84 80 20 20, Monday to Friday 9:00-18:00 CET. We answer within one working day.",
    metaKeywords: "contact, customer service, made to measure shirts, Atelier Sartorial",
    sortOrder: 4,
    publishedAt: new Date("2025-01-06T09:00:00Z"),
  },
];

/**
 * The FAQ page's own words: its heading, the introduction above the questions and
 * its title and description for search engines, edited like the other pages; the questions
 * are edited in the FAQ's own screen. Added after the first shops were seeded, so it has no
 * fixed id: every start adds it where it is missing.
 */
export const faqPageSeed: PageRow = {
  kind: "page",
  url: "faq",
  name: "Frequently asked questions",
  summary: "Answers about sizing and fit, fabrics and care, delivery, returns, remakes and payment.",
  illustration: "",
  bodyHtml: "<p>Everything you need to know before ordering your first made-to-measure shirt.</p>",
  metaTitle: "Frequently asked questions — made-to-measure shirts",
  metaDescription:
    "Answers about ordering a made-to-measure shirt: sizing and fit, fabrics and care, delivery, returns, remakes and payment.",
  metaKeywords: "made to measure shirt FAQ, custom shirt delivery, shirt sizing help, shirt remake",
  sortOrder: 5,
  publishedAt: new Date("2025-01-06T09:00:00Z"),
};
