import type { contentPages } from "~/db/schema";

type PageRow = typeof contentPages.$inferInsert;

/*
 * Style guides (kind 'style', shown at /style/{url} and as cards on the home page) and blog
 * posts (kind 'blog', /blog/{url}). `illustration` is a drawing key: collar, cuff, fabric,
 * fit, linen, business, workshop or measure.
 */

export const styleGuideSeed: PageRow[] = [
  {
    id: 5,
    kind: "style",
    url: "which-collar-for-your-face",
    name: "Which collar for your face?",
    summary:
      "The collar frames your face more than any other part of the shirt. How to choose its spread, points and height for your face, neck and tie.",
    illustration: "collar",
    metaTitle: "Which shirt collar suits your face? | Atelier Sartorial style guide",
    metaDescription:
      "How to choose a shirt collar for your face shape, neck and tie knot: classic, spread, cutaway, button-down, tall two-button and more.",
    metaKeywords: "shirt collar guide, collar for round face, spread collar, cutaway collar, button-down collar",
    sortOrder: 1,
    publishedAt: new Date("2025-02-03T09:00:00Z"),
    bodyHtml: `
<p>The collar sits right next to your face, so it does more for your appearance than any other detail of a shirt. A good collar balances the shape of your face, suits the length of your neck and holds the tie you like to wear. We offer 29 collar styles; this guide will help you narrow them down to two or three.</p>
<h2>Start with the shape of your face</h2>
<p>The rule is simple: a collar should <strong>counterbalance</strong> your face rather than repeat its shape.</p>
<ul>
<li><strong>Round or wide face:</strong> choose collars with longer points and a narrower opening, which draw the eye downwards and lengthen the face. The <em>classic</em>, <em>Kent</em> and <em>long point</em> collars work well. Avoid very wide cutaways, which add width.</li>
<li><strong>Long or narrow face:</strong> choose a wider spread to add width: <em>spread</em>, <em>cutaway</em> or <em>Windsor</em>. Very long points would make the face look even longer.</li>
<li><strong>Square face and strong jaw:</strong> a <em>semi-spread</em> or a <em>round-edge spread</em> softens the angles. Rounded <em>club</em> collars also work surprisingly well.</li>
<li><strong>Oval face:</strong> lucky you: almost every collar suits you, so choose by occasion and tie.</li>
</ul>
<h2>Then consider your neck and build</h2>
<p>Proportion matters as much as shape. A broad-shouldered man with a large neck looks best in a collar with generous points and a wider spread; a small collar makes a big frame look bigger. A slighter build, on the other hand, is flattered by a <em>short point</em> or a compact <em>classic</em> collar, which will not overwhelm the face.</p>
<p>The height of the collar stand should follow the length of your neck. If you have a long neck, a <em>tall two-button</em>, <em>tall cutaway</em> or <em>Italian</em> collar fills the space elegantly. If your neck is short, stay with a standard stand and avoid the tall Italian styles, which would push against your jaw.</p>
<h2>Match the collar to the knot</h2>
<table>
<thead><tr><th>Collar</th><th>Best knot</th><th>Occasion</th></tr></thead>
<tbody>
<tr><td>Classic, Kent, French</td><td>Four-in-hand</td><td>Office, every day</td></tr>
<tr><td>Semi-spread</td><td>Four-in-hand or half-Windsor</td><td>Office, meetings</td></tr>
<tr><td>Spread, Windsor</td><td>Half-Windsor or Windsor</td><td>Formal business, ceremonies</td></tr>
<tr><td>Cutaway, extreme cutaway</td><td>Windsor, or no tie</td><td>Business, evenings</td></tr>
<tr><td>Button-down, polo button-down</td><td>Knitted tie, or no tie</td><td>Casual, smart casual</td></tr>
<tr><td>Wing</td><td>Bow tie</td><td>Black tie and white tie</td></tr>
<tr><td>Tab, pin</td><td>Small four-in-hand</td><td>Formal, ceremonies</td></tr>
</tbody>
</table>
<p>The principle is that the knot should fill the space between the collar points without lifting them or leaving a gap. A thin tie in a wide cutaway looks lost; a fat Windsor in a narrow Kent collar pushes the points off the shirt.</p>
<h2>Wearing a shirt without a tie</h2>
<p>Most collars collapse when the top button is open. If you often go without a tie, choose a collar that keeps its shape: a <em>button-down</em> or <em>hidden button-down</em> holds its points in place, while the <em>tall two-button</em> and <em>cutaway two-button</em> stand up proudly under a jacket. For summer and holidays, the <em>camp</em>, <em>band</em> and <em>grandad</em> collars are made to be worn open.</p>
<h2>Bones and stiffness</h2>
<p>Every collar can be made with sewn-in bones, removable bones or no bones at all, and with a rigid, standard or soft interlining. Bones keep the points straight and flat under a tie; a removable set lets you take them out for washing. A soft, bone-free collar gives the relaxed, rolling look of Neapolitan shirts and is the most comfortable choice for casual wear.</p>
<h2>Our advice</h2>
<p>If you are ordering your first shirt from us, a <em>semi-spread</em> collar with removable bones and a standard stiffness is the safest choice: it suits most faces, every knot and every occasion. Once you know how our fit suits you, experiment with the others. You will find every collar with its description in the configurator, and you can start from any of the <a href="/men-shirts">shirts in our gallery</a>.</p>
`,
  },
  {
    id: 6,
    kind: "style",
    url: "business-shirt-essentials",
    name: "Business shirt essentials",
    summary:
      "Which colours, fabrics, collars and cuffs make a working wardrobe that looks sharp every day, and how many shirts you really need.",
    illustration: "business",
    metaTitle: "Business shirt essentials: colours, fabrics and details | Atelier Sartorial",
    metaDescription:
      "Build a business shirt wardrobe that works: the colours to start with, the best fabrics for the office, collars, cuffs and how many shirts you need.",
    metaKeywords: "business shirts, office shirts, dress shirt guide, shirt colours for work, non-iron business shirt",
    sortOrder: 2,
    publishedAt: new Date("2025-02-17T09:00:00Z"),
    bodyHtml: `
<p>A business shirt has a simple job: to look crisp from the first meeting to the last train home, under a jacket and tie or on its own. Getting there is less about fashion than about a few sound choices of colour, cloth and detail. Here is how we would build a working wardrobe from scratch.</p>
<h2>Colours: start light, then add stripes</h2>
<p>Light shirts look more formal than dark ones, and plain shirts more formal than patterned ones. The foundation of any business wardrobe is therefore:</p>
<ol>
<li><strong>White</strong>, the most formal and the most versatile, right with any suit and any tie.</li>
<li><strong>Sky blue</strong>, a little softer than white and flattering on almost everyone.</li>
<li><strong>Pale pink or lilac</strong>, which warm up grey and navy suits.</li>
</ol>
<p>Once you have these, add pattern: a <em>bengal stripe</em> or a <em>pinstripe</em> for conservative offices, a fine <em>windowpane</em> or <em>micro check</em> for a more relaxed one. Keep patterns small: the larger the stripe or check, the more casual the shirt looks. Dark shirts such as navy or black belong to the evening rather than to the office.</p>
<h2>Fabrics that survive a long day</h2>
<ul>
<li><strong>Poplin</strong> is the classic: smooth, light and crisp, but it shows creases.</li>
<li><strong>Twill</strong> has a fine diagonal rib that makes it softer and more crease-resistant, and it irons easily.</li>
<li><strong>Pinpoint oxford</strong> and <strong>end-on-end</strong> add a subtle texture that hides wrinkles and looks rich up close.</li>
<li><strong>Non-iron fabrics</strong> are treated so they come out of the wash nearly smooth. They are ideal if you travel or simply hate ironing; browse our <a href="/men-shirts?id=4">easy care shirts</a>.</li>
</ul>
<p>For the office, a yarn count of 80/2 or 100/2 is a good balance between finesse and durability. The superfine 140/2 and 170/2 cloths are beautiful but more delicate: keep them for important days.</p>
<h2>Collars, cuffs and front</h2>
<p>A <em>semi-spread</em> or <em>spread</em> collar is the business standard, with a <em>cutaway</em> if you like a larger knot. Ask for removable collar bones so the points stay straight under a tie. For cuffs, the <em>two-button</em> cuff is neat and slightly more formal than a single button; the <em>French cuff</em> with cufflinks is the most formal, and the <em>convertible</em> cuff lets you choose each morning.</p>
<p>Leave off the chest pocket: a clean front looks sharper under a jacket. Keep the standard placket and a curved hem that stays tucked in, and choose darts at the back if you like a close, tailored line.</p>
<h2>How many shirts do you need?</h2>
<p>If you wear a shirt every working day, plan on at least <strong>seven to ten</strong>. That lets you wear a fresh shirt every day while others are in the wash, and gives each shirt time to rest, which makes it last much longer. A good starting set is three white, three sky blue, two in pink or lilac and two patterned.</p>
<h2>Fit is what makes it look expensive</h2>
<p>Even the finest cloth looks ordinary if the shirt balloons at the waist or the sleeves cover half the hand. A business shirt should sit close without pulling across the buttons, the cuffs should end at the wrist bone and show a centimetre below the jacket sleeve, and the collar should close comfortably with room for one finger. Read our guide on <a href="/style/how-a-shirt-should-fit">how a shirt should fit</a>, then see our <a href="/men-shirts?id=1">business shirts</a>.</p>
`,
  },
  {
    id: 7,
    kind: "style",
    url: "how-to-choose-a-shirt-fabric",
    name: "How to choose a shirt fabric",
    summary:
      "Weave, yarn count, weight, composition and finish: what the details on our fabric sheets mean and how they change the way a shirt looks and feels.",
    illustration: "fabric",
    metaTitle: "How to choose a shirt fabric: weave, yarn and finish | Atelier Sartorial",
    metaDescription:
      "Poplin or twill? 80/2 or 140/2? What the weave, yarn count, weight, composition and finish of a shirt fabric mean, and which to choose.",
    metaKeywords:
      "shirt fabric guide, poplin vs twill, yarn count 100/2, two-ply cotton, non-iron fabric, oxford cloth",
    sortOrder: 3,
    publishedAt: new Date("2025-03-03T09:00:00Z"),
    bodyHtml: `
<p>With over 4,000 fabrics to choose from, it helps to know what you are looking at. Every fabric page lists the weave, weight, composition, origin, yarn count and finish of the cloth. Here is what each of them tells you.</p>
<h2>The weave</h2>
<p>The weave is the way the yarns cross, and it decides most of a fabric's character.</p>
<ul>
<li><strong>Poplin:</strong> a simple over-and-under weave with a tight, flat surface. Crisp, cool and smooth, the classic dress shirt.</li>
<li><strong>Twill:</strong> the yarns step across in a diagonal line. Softer, slightly heavier and more crease-resistant than poplin, with a gentle sheen.</li>
<li><strong>Herringbone:</strong> a twill whose diagonal reverses regularly, drawing a discreet chevron.</li>
<li><strong>Oxford:</strong> two yarns woven together as one, giving a basket texture. Robust and casual. <em>Pinpoint</em> is a finer oxford for the office, <em>royal oxford</em> a lustrous, dressy one.</li>
<li><strong>End-on-end and chambray:</strong> a coloured yarn alternates with a white one, for a heathered look.</li>
<li><strong>Dobby:</strong> small motifs such as dots or micro patterns woven into the cloth.</li>
<li><strong>Satin and voile:</strong> the two extremes of dress and summer fabric: satin has a liquid sheen, voile is airy and almost transparent.</li>
<li><strong>Linen, flannel, seersucker and denim:</strong> the seasonal cloths, for heat, cold, humidity and weekends.</li>
</ul>
<h2>Yarn count and ply</h2>
<p>The yarn count, written like 50/1 or 140/2, tells you how fine the thread is. The first number is the count: the higher it is, the finer the yarn. The second number is the ply: <strong>/1</strong> means a single yarn, <strong>/2</strong> means two yarns twisted together. Two-ply fabrics are stronger, smoother and hold their shape better, which is why they cost more.</p>
<table>
<thead><tr><th>Yarn count</th><th>Character</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>40/1 to 50/1</td><td>Sturdy and practical</td><td>Everyday and casual shirts</td></tr>
<tr><td>60/2 to 80/2</td><td>Smooth and durable</td><td>Office shirts worn every week</td></tr>
<tr><td>100/2 to 120/2</td><td>Fine, soft, with a subtle sheen</td><td>Business and special occasions</td></tr>
<tr><td>140/2 to 170/2</td><td>Silky, light and luxurious</td><td>Ceremonies and evenings</td></tr>
</tbody>
</table>
<p>Finer is not always better: a 170/2 satin is wonderful at a wedding, but a 80/2 twill will survive daily wear and frequent washing much longer.</p>
<h2>Weight and thickness</h2>
<p>Weight is given in grams per square metre. Below 100 g/m² a fabric is very light and airy, perfect for summer; 100 to 130 g/m² covers most shirting; above 150 g/m² you are in the territory of oxford, flannel and denim, warm and opaque. Light colours in very light cloths can be slightly see-through.</p>
<h2>Composition</h2>
<p>Most of our fabrics are 100% cotton, which breathes, absorbs moisture and feels good against the skin. Blends have their place: <strong>cotton and polyester</strong> dries fast and resists creasing, <strong>a little elastane</strong> adds stretch and comfort, <strong>linen</strong> keeps you cool, and <strong>wool</strong> adds warmth to winter flannels.</p>
<h2>Finish</h2>
<ul>
<li><strong>Mercerised:</strong> treated to make the cotton stronger, more lustrous and better at holding colour.</li>
<li><strong>No iron:</strong> treated so the shirt comes out of the wash almost smooth; only collar and cuffs may need a touch of the iron.</li>
<li><strong>Easy iron:</strong> a lighter treatment that makes ironing quicker.</li>
<li><strong>Brushed:</strong> the surface is raised for a soft, warm handle, as on flannel.</li>
<li><strong>Garment washed:</strong> washed after weaving or making, so the shirt feels soft and relaxed from the first day.</li>
</ul>
<h2>In short</h2>
<p>For the office, choose a two-ply poplin, twill or pinpoint between 80/2 and 120/2. For the weekend, an oxford, chambray or flannel. For summer, linen, seersucker or voile. For the big day, a superfine poplin, herringbone or satin. Then use the filters in the <a href="/men-shirts">gallery</a> to find your colour.</p>
`,
  },
  {
    id: 8,
    kind: "style",
    url: "french-cuffs-and-cufflinks",
    name: "French cuffs and cufflinks",
    summary:
      "When to wear double cuffs, how to fold and fasten them, which cufflinks to choose and how to get the sleeve length right.",
    illustration: "cuff",
    metaTitle: "French cuffs and cufflinks: how and when to wear them | Atelier Sartorial",
    metaDescription:
      "Everything about French cuffs: when to wear them, how to fasten them, which cufflinks to choose and how long the sleeves of a double-cuff shirt should be.",
    metaKeywords: "French cuffs, double cuffs, cufflinks, how to wear cufflinks, formal shirt cuffs",
    sortOrder: 4,
    publishedAt: new Date("2025-03-17T09:00:00Z"),
    bodyHtml: `
<p>Of the nine cuff styles we offer, the French cuff is the one that turns a shirt into an occasion. Also called a double cuff, it is twice the length of an ordinary cuff, folded back on itself and fastened with cufflinks rather than buttons.</p>
<h2>When to wear French cuffs</h2>
<ul>
<li><strong>Black tie:</strong> a dinner suit calls for a shirt with French cuffs, a wing or turn-down collar and, ideally, a hidden placket.</li>
<li><strong>Weddings and ceremonies:</strong> French cuffs are a natural choice for the groom, his witnesses and the guests.</li>
<li><strong>Business:</strong> with a suit and tie, they are perfectly at home in the office, especially for an important meeting.</li>
</ul>
<p>They look out of place without a jacket or with jeans and a casual shirt fabric: a French cuff is a formal detail and wants a formal cloth, such as a fine poplin, twill, herringbone or satin. White tie, the most formal dress code of all, traditionally calls for a stiff single cuff closed with links; ask us if you need one.</p>
<h2>How to fasten them</h2>
<p>Fold the cuff back along its middle so the buttonholes line up, then bring the two edges together. The classic way is to press the two inner faces together so both edges point outwards, like a pair of hands touching; this is called a <em>kissing</em> cuff. Push the cufflink through all four layers from the outside, with its decorative face on the side that will be seen, and close it. Done well, only the front of the link shows, and the cuff sits neatly around the wrist.</p>
<p>Our <em>rounded French cuff</em> is fastened in exactly the same way, with softer corners. If you want the option of buttons on some days, choose the <em>convertible cuff</em>: it has a button and a second buttonhole for cufflinks.</p>
<h2>Choosing cufflinks</h2>
<ul>
<li><strong>Bullet or toggle back:</strong> the most common and the easiest to put on with one hand.</li>
<li><strong>Chain links:</strong> two faces joined by a short chain, the traditional and most elegant kind.</li>
<li><strong>Fixed back:</strong> solid and secure, but a little harder to fit.</li>
<li><strong>Silk knots:</strong> inexpensive, colourful and relaxed, a good way to start.</li>
</ul>
<p>Keep it simple: match the metal to your watch and belt buckle, choose plain silver, gold or mother-of-pearl for formal occasions, and keep novelty links for relaxed days. For black tie, mother-of-pearl or onyx links matching the shirt studs are the classic choice.</p>
<h2>Getting the length right</h2>
<p>A French cuff is slightly wider and heavier than a buttoned one, so it sits a little lower on the hand. The cuff should end at the joint between your wrist and hand, and show about one to one and a half centimetres below the jacket sleeve. Because it does not button tight, the cuff circumference should also be a touch more generous: our pattern adds the right allowance automatically when you choose a French cuff, so enter your measurements as usual.</p>
<h2>Combining it with the rest of the shirt</h2>
<p>French cuffs look their best with a spread, cutaway, pin or wing collar and a plain or very discreet pattern. Skip the chest pocket, choose a standard or hidden placket, and, for a wedding, consider a monogram on the cuff: our embroidery can be placed on the left or the right cuff, up to six letters, free of charge. See our <a href="/men-shirts?id=3">evening shirts</a> for ready-made ideas.</p>
`,
  },
  {
    id: 9,
    kind: "style",
    url: "linen-shirts-for-summer",
    name: "Linen shirts for summer",
    summary:
      "Why linen keeps you cool, how to live with its creases, which collars and colours to choose, and how to wash and iron it.",
    illustration: "linen",
    metaTitle: "Linen shirts for summer: choose, wear and care | Atelier Sartorial",
    metaDescription:
      "Why linen is the best summer shirt fabric, pure linen or linen-cotton, which collar and colour to choose, and how to wash and iron a linen shirt.",
    metaKeywords: "linen shirt, summer shirt, linen cotton blend, how to iron linen, camp collar shirt",
    sortOrder: 5,
    publishedAt: new Date("2025-04-07T09:00:00Z"),
    bodyHtml: `
<p>When the temperature climbs above thirty degrees, nothing beats linen. Woven from the fibres of the flax plant, it is one of the oldest textiles in the world and still the most comfortable shirt cloth for hot weather.</p>
<h2>Why linen keeps you cool</h2>
<p>Linen fibres are long, strong and hollow. They absorb moisture quickly and let it evaporate just as fast, so the cloth feels dry even when you do not. Linen yarns are also slightly irregular, which keeps the fabric from clinging to the skin and lets air move through it. The result is a shirt that feels cooler than cotton on a summer afternoon.</p>
<h2>About the creases</h2>
<p>Linen creases, and that is part of its charm. A linen shirt that looks a little lived-in by the afternoon is exactly right on a terrace or at a summer wedding by the sea. If you want a neater look, choose a <strong>linen and cotton blend</strong>: our Riviera fabrics are 55% linen and 45% cotton, lighter on the creases while keeping most of linen's freshness. Our pure linens are washed after weaving, so they are soft from the first wear rather than stiff.</p>
<h2>Colours</h2>
<p>Linen takes colour beautifully, with a slightly irregular, natural look. White and sky blue are the classics; sand, sage and faded coral pink look relaxed and go with white, navy or stone trousers. Navy linen is smart enough for a summer dinner. Remember that light linens can be a little transparent: white linen looks best on its own rather than over a dark T-shirt.</p>
<h2>Style: keep it relaxed</h2>
<ul>
<li><strong>Collar:</strong> a soft <em>cutaway</em> or <em>button-down</em> looks good open-necked; a <em>camp</em>, <em>band</em> or <em>grandad</em> collar is made for holidays. Choose a bones-free collar with a soft interlining: a stiff collar fights the nature of the cloth.</li>
<li><strong>Cuffs:</strong> a <em>rounded single-button</em> cuff, easy to roll up.</li>
<li><strong>Hem:</strong> a <em>straight hem</em> if you will wear it untucked, which is usually the point.</li>
<li><strong>Front:</strong> a <em>French front</em> without a placket gives a clean, Mediterranean look.</li>
<li><strong>Fit:</strong> a little more ease than your business shirts lets the air circulate. If you usually choose slim, try regular for linen.</li>
</ul>
<h2>Washing and ironing linen</h2>
<p>Wash linen at 30 or 40 degrees with a gentle spin, and avoid the tumble dryer, which can shrink it and set hard creases. Shake the shirt out and hang it on a hanger to dry. Iron it while it is still slightly damp, with a hot iron and plenty of steam, inside out for dark colours to avoid shine. Or do not iron it at all: a softly crumpled linen shirt is perfectly acceptable in August.</p>
<p>Linen grows softer with every wash and, treated kindly, lasts for many summers. Find our linen models in the <a href="/men-shirts?id=5">linen collection</a>.</p>
`,
  },
  {
    id: 10,
    kind: "style",
    url: "how-a-shirt-should-fit",
    name: "How a shirt should fit",
    summary:
      "Collar, shoulders, chest, waist, sleeves and length: the checkpoints of a well-fitting shirt, and how to choose between slim, regular and classic fits.",
    illustration: "fit",
    metaTitle: "How a shirt should fit: collar, shoulders, sleeves | Atelier Sartorial",
    metaDescription:
      "The seven checkpoints of a well-fitting shirt, from collar to hem, and how to choose between slim, regular and classic fits when ordering made to measure.",
    metaKeywords: "shirt fit guide, how should a shirt fit, slim fit, regular fit, sleeve length, collar size",
    sortOrder: 6,
    publishedAt: new Date("2025-04-22T09:00:00Z"),
    bodyHtml: `
<p>Fit is the reason to have shirts made to measure. A well-fitting shirt looks more expensive than a costly one that does not fit, and it is more comfortable too. Here are the seven checkpoints we use in our workshop, from the neck down.</p>
<h2>1. Collar</h2>
<p>Buttoned, the collar should let you slide one finger, or two if you prefer more room, between your neck and the collar band without pulling. Too tight and it will wrinkle and choke you; too loose and a tie will pull it into folds. Measure around the base of your neck, where the collar sits, not around the Adam's apple.</p>
<h2>2. Shoulders</h2>
<p>The shoulder seam should sit at the edge of your shoulder bone. If it falls down the arm, the shirt is too big; if it sits on top of the shoulder, it will pull when you reach forward.</p>
<h2>3. Chest</h2>
<p>With the shirt buttoned, there should be no pulling at the buttons and no horizontal creases radiating from them. You should be able to cross your arms without feeling the back seams strain.</p>
<h2>4. Waist</h2>
<p>This is where ready-to-wear shirts fail most often, and where your choice of fit matters:</p>
<ul>
<li><strong>Slim:</strong> close to the body, tapered from chest to waist, for slim and athletic builds.</li>
<li><strong>Regular:</strong> gently shaped with a little ease, the right choice for most men.</li>
<li><strong>Classic:</strong> straight and comfortable, with room through the chest and waist.</li>
</ul>
<p>Tucked in, a shirt should not billow over the waistband. As a guide, you should be able to pinch three to five centimetres of spare cloth at each side of the waist in a regular fit, less in a slim one.</p>
<h2>5. Sleeves</h2>
<p>With your arms by your sides, the cuff should end at the joint between wrist and hand, just covering the wrist bone, and show about one centimetre below the jacket sleeve. The sleeve should be roomy enough at the biceps to bend your arm comfortably, but not so wide that it folds inside your jacket.</p>
<h2>6. Cuffs</h2>
<p>Buttoned, a cuff should be snug enough not to slide over your hand, yet loose enough to turn your wrist freely. If you always wear a watch, allow a little more room on that side.</p>
<h2>7. Length</h2>
<p>A shirt with a curved hem should stay tucked in when you raise your arms; its tails should cover your seat. A straight-hem shirt to be worn untucked should end around the middle of the trouser fly.</p>
<h2>How we get there</h2>
<p>You can give us your measurements in three ways. Our <strong>smart measurement</strong> asks for your height, weight, age, build and preferred fit, and calculates the eight measurements of your shirt: neck, chest, waist, shoulders, sleeve length, back length, cuff and hips. The <strong>rapid measurement</strong> takes only your fit, collar size and sleeve length. Or you can <a href="/take-measurements-shirts-on-the-shirt">measure a shirt that already fits you</a> and enter the figures by hand. You can check and adjust every figure before you order, and compare them with our <a href="/sizing-guides">size chart</a>.</p>
<p>And if the shirt does not fit as ordered, our <a href="/perfect-fit-guarantee">perfect fit guarantee</a> covers a free remake or a refund.</p>
`,
  },
];

export const blogPostSeed: PageRow[] = [
  {
    id: 11,
    kind: "blog",
    url: "inside-our-veneto-workshop",
    name: "Inside our Veneto workshop",
    summary:
      "From the order sheet to the folded shirt: a day in the workshop where every Atelier Sartorial shirt is cut and sewn.",
    illustration: "workshop",
    metaTitle: "Inside our Veneto shirt workshop | Atelier Sartorial blog",
    metaDescription:
      "Follow a made-to-measure shirt through our workshop in the Veneto: pattern, cutting, collar and cuffs, sewing, buttons, pressing and inspection.",
    metaKeywords: "shirt workshop, made in Italy, Veneto, how shirts are made, made to measure shirt",
    sortOrder: 1,
    publishedAt: new Date("2025-05-12T09:00:00Z"),
    bodyHtml: `
<p>Every Atelier Sartorial shirt is made in a workshop in the Veneto, in the flat country between the Alps and the lagoon of Venice. The region has been sewing shirts for some of the best-known labels in Europe for decades, and the skills are still there: many of the people who make our shirts learnt the trade from their parents. Here is what happens to your order between the moment you click and the moment the parcel leaves.</p>
<h2>The order sheet</h2>
<p>Each morning the orders of the previous day arrive at the workshop as order sheets: one sheet per shirt, with the fabric reference, every style choice and the eight measurements of the finished shirt. The sheet travels with the shirt from the first cut to the final inspection.</p>
<h2>The pattern</h2>
<p>A pattern maker drafts a paper pattern from your measurements and from the fit you chose, starting from our slim, regular or classic blocks and adjusting the collar, chest, waist, hips, shoulders, sleeve, back length and cuff. The allowance for the collar style and cuff style is added at this point: a French cuff, for example, needs a little more room than a buttoned one.</p>
<h2>Cutting, one shirt at a time</h2>
<p>In a factory making ready-to-wear shirts, dozens of layers of cloth are cut at once with a band knife. Ours are cut one at a time. The cutter lays out the cloth, checks it for flaws, aligns stripes and checks so they meet at the seams and on the pocket, and places the pattern pieces to waste as little cloth as possible. A striped shirt whose stripes run straight across the yoke and match at the placket is a sign of careful cutting.</p>
<h2>Collar and cuffs first</h2>
<p>The collar and cuffs are the hardest parts of a shirt and the first to be made. Interlinings are chosen according to the stiffness on the order sheet, rigid, standard or soft. Pockets for removable collar bones are sewn in if you asked for them. The collar points are turned and pressed by hand so they come out sharp and symmetrical.</p>
<h2>Sewing the body</h2>
<p>The body is assembled in a set order: front plackets, pocket if there is one, the back and its pleats or darts, the yoke, the sleeves and their plackets, then the long side seams, all with a fine single needle and small, dense stitches that lie flat and do not pucker. The collar and cuffs are attached last, followed by the hem.</p>
<h2>Buttons and monograms</h2>
<p>Buttonholes are cut and stitched, then the buttons are sewn with a cross stitch and wrapped with a thread shank, which leaves space for the cloth and makes them easier to fasten. If you ordered a monogram, it is embroidered at the position you chose, in the style and colour you picked.</p>
<h2>Pressing and inspection</h2>
<p>Each shirt is pressed by hand, then an inspector measures it against its order sheet: neck, chest, waist, sleeve, length and cuff. A shirt that is out of tolerance goes back to the line. Finally it is folded around a card, packed in a recycled cardboard box and handed over to the carrier.</p>
<p>From order to dispatch this takes about two weeks. It is slower than taking a shirt off a shelf, but it is the only way we know to make a shirt that is truly yours. <a href="/men-shirts">Start designing yours</a>.</p>
`,
  },
  {
    id: 12,
    kind: "blog",
    url: "caring-for-your-shirts",
    name: "Caring for your shirts",
    summary:
      "Washing, drying, ironing and storing: simple habits that keep made-to-measure shirts looking new for years.",
    illustration: "fabric",
    metaTitle: "How to wash, iron and store your shirts | Atelier Sartorial blog",
    metaDescription:
      "Practical advice to make your shirts last: washing temperatures, drying, ironing in the right order, removing stains and storing them.",
    metaKeywords: "shirt care, how to wash shirts, how to iron a shirt, collar stains, non-iron shirt care",
    sortOrder: 2,
    publishedAt: new Date("2025-06-02T09:00:00Z"),
    bodyHtml: `
<p>A well-made shirt can last for years, but how long it lasts depends largely on what happens in the laundry. A few simple habits make all the difference.</p>
<h2>Before washing</h2>
<ul>
<li><strong>Take out removable collar bones.</strong> Left in, they can bend or mark the collar.</li>
<li><strong>Unbutton everything</strong>, including the collar, cuffs and sleeve plackets. Washing buttoned shirts strains the buttonholes.</li>
<li><strong>Pre-treat the collar and cuffs.</strong> Rub a little liquid detergent into the inside of the collar and the edges of the cuffs, where skin oils build up, and leave it for a few minutes.</li>
<li><strong>Sort by colour</strong>, and turn dark shirts inside out to protect their colour.</li>
</ul>
<h2>Washing</h2>
<p>Most of our cotton shirts wash well at 30 to 40 degrees; white cotton can go to 60 degrees from time to time. Linen and linen blends prefer 30 to 40 degrees, and flannel and cotton-wool blends should be washed cool, at 30 degrees, on a gentle programme. Always follow the care label sewn into the shirt. Use a moderate spin: a high spin speed sets creases that are hard to iron out. Avoid chlorine bleach, which weakens cotton and can damage mother-of-pearl buttons.</p>
<h2>Drying</h2>
<p>The tumble dryer is the main enemy of a shirt: heat shrinks cotton and linen and wears the fibres. Instead, shake the shirt out as soon as the wash finishes, fasten the top button and hang it on a hanger to dry. Non-iron shirts in particular should come out of the machine straight away: hung on a hanger while damp, they dry almost smooth.</p>
<h2>Ironing, in the right order</h2>
<p>Iron while the shirt is still slightly damp, or use plenty of steam. Cotton and linen take a hot iron; blends with polyester or elastane need a medium setting, and flannel should be ironed inside out at a lower temperature so the nap is not crushed. Work in this order, so the parts you have finished are not creased again:</p>
<ol>
<li>The <strong>collar</strong>, underside first, from the points towards the middle.</li>
<li>The <strong>cuffs</strong>, inside then outside; French cuffs opened flat.</li>
<li>The <strong>sleeves</strong>, flat along the seam.</li>
<li>The <strong>yoke</strong>, over the narrow end of the board.</li>
<li>The <strong>back</strong>, then the two <strong>fronts</strong>, ironing around the buttons, never over them.</li>
</ol>
<p>Hang the shirt up straight away and fasten the top button so the collar keeps its shape.</p>
<h2>Stains</h2>
<p>Act quickly and blot rather than rub. Rinse wine and fruit with cold water, never hot, which sets the stain. Treat grease with a drop of washing-up liquid before washing. For stubborn collar marks, a soft brush and liquid detergent work better than a hotter wash.</p>
<h2>Storing</h2>
<p>Hang shirts on wide wooden or shaped hangers that support the shoulders, with the top and one middle button done up, and leave a little space between them so they do not crush each other. Shirts you wear less often, like linen in winter, can be folded and stored clean in a drawer. And rotate your shirts: giving each one a rest between wears makes the whole wardrobe last longer.</p>
`,
  },
  {
    id: 13,
    kind: "blog",
    url: "why-made-to-measure-costs-less-than-you-think",
    name: "Why made to measure costs less than you think",
    summary:
      "No stock, no seasonal markdowns and no alterations: why a shirt made for you can cost the same as a good ready-to-wear one.",
    illustration: "measure",
    metaTitle: "Why a made-to-measure shirt costs less than you think | Atelier Sartorial blog",
    metaDescription:
      "How we make shirts to measure from 39 euros: making only what is ordered, no unsold stock, no alterations and shirts that last longer because they fit.",
    metaKeywords: "made to measure shirt price, custom shirt cost, affordable tailored shirts, cost per wear",
    sortOrder: 3,
    publishedAt: new Date("2025-06-23T09:00:00Z"),
    bodyHtml: `
<p>Made to measure sounds expensive. For most of the twentieth century it was: a shirt cut for one person meant a shirtmaker's time, several fittings and a shop on an elegant street. Our shirts start at 39 euros, with every style option included. Here is how that is possible, and why the real comparison is even more favourable than the price tag suggests.</p>
<h2>A ready-to-wear shirt pays for many others</h2>
<p>The price of a shirt in a shop covers much more than the shirt. It pays for the shirts made in every size and colour that never sell, for the seasonal sales where the rest of the stock is marked down, for the warehouses where it waits, and for the rent of the shop where it hangs. A large part of what you pay has nothing to do with the cloth or the sewing.</p>
<p>We work the other way round. We make a shirt only once it has been ordered and paid for, so we have no unsold stock, no end-of-season sales and no shops. That money goes into the cloth and the making instead.</p>
<h2>Technology replaced the fittings</h2>
<p>The costly part of traditional made to measure was taking measurements and adjusting patterns by hand, fitting after fitting. Today our measurement tools do much of that work: the smart calculator estimates the eight measurements of your shirt from a few simple answers, and the pattern is adjusted from those figures. Our cutters and machinists spend their time where it matters: cutting one shirt at a time and sewing it carefully.</p>
<h2>No alterations</h2>
<p>If you are not an exact standard size, and few men are, a ready-to-wear shirt often needs altering: sleeves shortened, the waist taken in. A tailor typically charges for each alteration, and the result is rarely as clean as a shirt cut right in the first place. A made-to-measure shirt arrives right, and if it does not fit as ordered, we remake it free or refund it.</p>
<h2>Cost per wear</h2>
<p>The most honest way to compare clothes is not the price but the price divided by the number of times you wear them. A shirt that fits is a shirt you reach for: it is comfortable, it looks good and it goes into the wash and comes out again for years. A shirt that pulls at the buttons or swims at the waist stays in the wardrobe. Seams that are not under strain also last longer, so a well-fitting shirt wears out more slowly.</p>
<h2>What we do not compromise on</h2>
<p>Keeping prices low does not mean cutting corners. Every shirt is cut individually, sewn with fine single-needle seams in our Veneto workshop, and measured against its order sheet before it is packed. Our cloth comes from mills in Italy, Portugal, Switzerland and Japan, and the price of each shirt depends only on its fabric, from an essential poplin to a Swiss satin.</p>
<p>Curious? <a href="/men-shirts">Browse the gallery</a>, pick a fabric and see for yourself what a shirt made for you costs.</p>
`,
  },
  {
    id: 14,
    kind: "blog",
    url: "a-shirt-wardrobe-in-five-pieces",
    name: "A shirt wardrobe in five pieces",
    summary:
      "Five shirts that cover the office, the weekend, summer, winter and the occasional celebration, and how to design each one.",
    illustration: "business",
    metaTitle: "A shirt wardrobe in five pieces | Atelier Sartorial blog",
    metaDescription:
      "The five shirts every man should own: a white dress shirt, a blue business shirt, a patterned shirt, an oxford button-down and a seasonal linen or flannel.",
    metaKeywords: "capsule wardrobe, essential shirts, men's shirt wardrobe, white shirt, oxford button-down",
    sortOrder: 4,
    publishedAt: new Date("2025-07-14T09:00:00Z"),
    bodyHtml: `
<p>You do not need dozens of shirts to be well dressed. Five well-chosen ones, that fit you properly, will carry you through the office, weekends, holidays and most celebrations. Here is the wardrobe we would build, with the way we would design each shirt.</p>
<h2>1. The white dress shirt</h2>
<p>The most versatile shirt there is: with a suit for meetings and weddings, with a blazer and jeans on Saturday evening. Choose a two-ply poplin or twill, a <em>semi-spread</em> or <em>spread</em> collar with removable bones, and <em>convertible</em> cuffs so you can wear buttons or cufflinks. No pocket, standard placket, curved hem. Browse our <a href="/men-shirts?id=9">white shirts</a>.</p>
<h2>2. The sky blue business shirt</h2>
<p>Softer than white and flattering on almost everyone, sky blue is the colour men wear most in the office. An <em>end-on-end</em> or <em>pinpoint</em> adds a subtle texture; a <em>non-iron twill</em> saves you time every week. Two-button cuffs, a clean front and darts at the back if you like a close fit.</p>
<h2>3. The patterned shirt</h2>
<p>Something with a little character: a <em>bengal stripe</em>, a fine <em>windowpane</em> or a <em>micro check</em>. It is still right with a suit and tie, but it also looks good with chinos and no tie. Keep the pattern small and the colours close to blue, pink or grey, and it will go with everything else you own.</p>
<h2>4. The oxford button-down</h2>
<p>The great weekend shirt: robust, soft and relaxed, yet smart enough under a navy blazer. Choose a classic blue or white <em>oxford</em> cloth, a <em>button-down</em> collar with no bones, a chest pocket, a box pleat at the back and rounded cuffs. It only gets better with washing. See our <a href="/men-shirts?id=7">oxford shirts</a>.</p>
<h2>5. The seasonal shirt</h2>
<p>The fifth shirt depends on where and how you live. If your summers are hot, choose <strong>linen</strong>: sky blue or sand, a soft cutaway or camp collar, a straight hem to wear untucked. If your winters are long, choose a brushed <strong>flannel</strong> in grey or a tattersall check, with a button-down collar and a flap pocket, to wear with knitwear and corduroy. Ideally, own one of each. Our <a href="/men-shirts?id=5">linen</a> and <a href="/men-shirts?id=8">flannel</a> collections are the place to start.</p>
<h2>And for the big occasions?</h2>
<p>If black tie or a wedding is on the horizon, add a sixth shirt: a white satin or fine dobby with a wing or cutaway collar, French cuffs and a hidden placket. You will wear it less often than the others, but when you do, you will be glad it was made for you.</p>
<h2>Build it over time</h2>
<p>There is no need to order all five at once. Start with the white and the blue: once your measurements are saved in your account, every following shirt is a few clicks away, and you can adjust a measurement if you want the next one slightly different.</p>
`,
  },
];
