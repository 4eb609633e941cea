import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Illustration } from "~/components/content/Illustration";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { listCategories, priceBounds } from "~/modules/catalog/catalog.server";
import { categoryLink } from "~/modules/catalog/gallery";
import { getHomeContent, listArticles } from "~/modules/content/content.server";
import { getDisplayCurrency } from "~/modules/money/currency.server";
import { formatPrice } from "~/modules/money/money";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/home";

/**
 * The categories the home page shows, by name (spec 001 section 2 "Gallery"): their links come
 * from the catalogue, so a category renamed or removed there drops out here.
 */
const COLLECTIONS = [
  { category: "White", illustration: "business", note: "The foundation of every wardrobe" },
  { category: "Business", illustration: "collar", note: "Sharp collars, fine poplins" },
  { category: "Casual", illustration: "fabric", note: "Oxfords, chambray, checks" },
  { category: "Linen", illustration: "linen", note: "Cool and light for summer" },
  { category: "Italian", illustration: "cuff", note: "Cloth from Biella and Como" },
  { category: "Easy care", illustration: "fit", note: "No-iron cottons for travel" },
];

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data.home.metaTitle,
    description: data.home.metaDescription,
    keywords: data.home.metaKeywords,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const [home, styles, currency, categories, prices] = await Promise.all([
    getHomeContent(),
    listArticles("style"),
    getDisplayCurrency(request),
    listCategories(),
    priceBounds(),
  ]);
  const collections = COLLECTIONS.flatMap(({ category: name, ...collection }) => {
    const category = categories.find((row) => row.name === name);
    return category ? [{ ...categoryLink(category), ...collection }] : [];
  });
  // The lowest price of a shirt on sale (spec 000 section 2 "Home").
  return { home, styles: styles.slice(0, 3), collections, startingPrice: formatPrice(prices.minCents, currency) };
}

export default function HomePage({ loaderData: { home, styles, collections, startingPrice } }: Route.ComponentProps) {
  const steps = [
    { title: home.stepTitle1, text: home.stepText1 },
    { title: home.stepTitle2, text: home.stepText2 },
    { title: home.stepTitle3, text: home.stepText3 },
    { title: home.stepTitle4, text: home.stepText4 },
  ];
  return (
    <>
      {/* The header is fixed on this page: the hero starts below it. */}
      <section className="bg-linen pt-28 pb-16 md:pt-40 md:pb-24">
        <Container className="grid items-center gap-10 md:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.22em] text-brass">Made to measure in Italy</p>
            <h1 className="mt-4 text-5xl leading-[1.05] md:text-6xl">{home.heroTitle}</h1>
            <p className="mt-6 max-w-lg text-lg text-ink-soft">{home.heroSubtitle}</p>
            <p className="mt-6 text-ink">
              From{" "}
              <strong className="font-serif text-3xl text-navy" data-testid="starting-price">
                {startingPrice}
              </strong>{" "}
              <span className="text-ink-soft">· customisation at no extra charge</span>
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/men-shirts" className={buttonStyles.primary}>
                Order now
              </Link>
              <Link to="/design-your-own-shirt" className={buttonStyles.secondary}>
                How it works
              </Link>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md rounded-sm border border-line bg-paper p-8 shadow-sm">
            <Illustration name="business" className="w-full" />
          </div>
        </Container>
      </section>

      <section aria-labelledby="how-it-works" className="py-16 md:py-24">
        <Container>
          <h2 id="how-it-works" className="text-center text-4xl">
            How it works
          </h2>
          <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="border-t-2 border-brass pt-5">
                <span className="font-serif text-4xl text-brass">{index + 1}</span>
                <h3 className="mt-2 text-2xl">{step.title}</h3>
                <p className="mt-2 text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="collections" className="bg-white py-16 md:py-24">
        <Container>
          <div className="flex flex-col justify-between gap-4 md:flex-row md:items-end">
            <div className="max-w-2xl">
              <h2 id="collections" className="text-4xl">
                {home.collectionsTitle}
              </h2>
              <p className="mt-3 text-ink-soft">{home.collectionsText}</p>
            </div>
            <Link to="/men-shirts" className="flex items-center gap-2 font-semibold text-navy hover:text-brass">
              All shirts <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
            {collections.map((collection) => (
              <li key={collection.to}>
                <Link
                  to={collection.to}
                  className="group block h-full border border-line bg-paper p-4 transition hover:border-navy hover:shadow-md sm:p-6"
                >
                  <Illustration name={collection.illustration} className="mx-auto h-24 sm:h-36" />
                  <span className="mt-4 block font-serif text-xl font-semibold group-hover:text-navy sm:text-2xl">
                    {collection.label}
                  </span>
                  <span className="mt-1 block text-sm text-ink-soft">{collection.note}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Link to="/men-shirts" className={buttonStyles.primary}>
              Start designing
            </Link>
          </div>
        </Container>
      </section>

      <section aria-labelledby="mission" className="bg-navy py-16 text-white md:py-24">
        <Container className="grid gap-10 md:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="mission" className="text-4xl text-white">
              {home.missionTitle}
            </h2>
            <p className="mt-3 font-serif text-2xl text-white/80">{home.valuesTitle}</p>
          </div>
          <p className="text-lg leading-relaxed text-white/90">{home.missionIntro}</p>
        </Container>
      </section>

      <section aria-labelledby="styles" className="py-16 md:py-24">
        <Container>
          <h2 id="styles" className="text-4xl">
            {home.stylesTitle}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-soft">{home.stylesText}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {styles.map((article) => (
              <li key={article.url} className="flex flex-col border border-line bg-white">
                <div className="bg-linen p-6">
                  <Illustration name={article.illustration} className="mx-auto h-40" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl">{article.name}</h3>
                  <p className="mt-2 flex-1 text-ink-soft">{article.summary}</p>
                  <Link
                    to={`/style/${article.url}`}
                    className="mt-5 flex items-center gap-2 font-semibold text-navy hover:text-brass"
                  >
                    {/* The article's name tells the three links apart for screen readers and search engines. */}
                    <span>
                      Read More<span className="sr-only"> about {article.name}</span>
                    </span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="story" className="bg-linen py-16 md:py-24">
        <Container className="grid items-center gap-10 md:grid-cols-2">
          <Illustration name={home.storyIllustration} className="mx-auto w-full max-w-sm" />
          <div>
            <h2 id="story" className="text-4xl">
              {home.storyTitle}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">{home.storyText}</p>
            <Link to="/made-to-measure-online-shirt" className={`${buttonStyles.secondary} mt-8`}>
              Our story
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
