import { z } from "zod";
import { DRAWING_KEYS } from "./drawings";
import { linksStayInShop } from "./linked-text";

/*
 * The guide pages whose layout belongs to the code (sections of option cards, drawings, an
 * in-page table of contents) and whose words belong to the shop: one record per page in
 * `guide_pages`, its text as JSON checked by the page's schema below (docs/decisions/013).
 * Every piece of text is a field of plain text, where a paragraph may link to the shop's pages
 * (linked-text.ts); anchors and drawing keys are identifiers the code and other pages link to,
 * not copy.
 */

/** A heading, a name, a short label. */
const line = z.string().trim().min(1).max(240);
/** A paragraph of plain text, whose `[label](/path)` links lead to the shop's pages. */
const paragraph = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(linksStayInShop, "A link leads to a page of the shop: [words](/path).");
/** An element id, the target of `#anchor` links from this page and others. */
const anchor = z.string().regex(/^[a-z][a-z0-9-]*$/, "An anchor is lower-case letters, digits and hyphens.");
/** The name of one of the shop's drawings (components/content/Illustration). */
const drawing = z.enum(DRAWING_KEYS, { error: "Please choose one of the shop's drawings." });

/** Ids must be unique on a page: each is the target of a link. */
function uniqueIds<T extends { id: string }>(items: T[]) {
  return new Set(items.map((item) => item.id)).size === items.length;
}

/** What opens each section of a page: its anchor, title and introduction. */
const sectionHead = { id: anchor, title: line, intro: paragraph };

/** A page's sections: at least one, each with an anchor of its own. */
function sections<Section extends z.ZodType<{ id: string }>>(section: Section) {
  return z.array(section).min(1).refine(uniqueIds, "Two sections share an anchor.");
}

/** What every guide page has: its search-engine tags, its header and the closing call to action. */
const page = {
  meta: z.object({ title: line, description: paragraph, keywords: paragraph }),
  title: line,
  intro: paragraph,
  /** `action` is the button's words (it leads to the gallery); without it, "Design your shirt". */
  callToAction: z.object({ title: line, text: paragraph, action: line.optional() }),
};

/** A titled paragraph: a card, a promise, a step. */
const point = z.object({ title: line, text: paragraph });

const customShirtsOptions = z.object({
  ...page,
  sections: sections(
    z.object({
      ...sectionHead,
      illustration: drawing.optional(),
      options: z.array(z.object({ name: line, text: paragraph, bestFor: line })).min(1),
    }),
  ),
  buttonsAndMonogram: z.object({
    title: line,
    buttons: point,
    collarBones: point,
    monogram: z.object({ title: line, text: paragraph, positions: z.array(line).min(1), advice: paragraph }),
  }),
});

const styleDevice = z.object({
  ...page,
  sections: sections(
    z.object({
      ...sectionHead,
      illustration: drawing,
      items: z
        .array(z.object({ id: anchor, name: line, text: paragraph }))
        .min(1)
        .refine(uniqueIds, "Two items share an anchor."),
    }),
  ),
  combinations: z.object({
    /** Its name in the table of contents. */
    label: line,
    title: line,
    intro: paragraph,
    items: z.array(z.object({ title: line, illustration: drawing, text: paragraph })).min(1),
  }),
});

const designYourOwnShirt = z.object({
  ...page,
  stepsTitle: line,
  steps: z
    .array(
      point.extend({
        illustration: drawing.optional(),
        /** A further reading, shown under the step. */
        link: z
          .object({ to: z.string().regex(/^\/(?!\/)\S*$/, "A link leads to a page of the shop."), label: line })
          .optional(),
      }),
    )
    .min(1),
  goodToKnow: z.object({ title: line, points: z.array(point).min(1) }),
});

const perfectFitGuarantee = z.object({
  ...page,
  promise: z.object({ title: line, points: z.array(point).min(1) }),
  covered: z.object({ title: line, cases: z.array(paragraph).min(1) }),
  notCovered: z.object({ title: line, cases: z.array(paragraph).min(1), note: paragraph }),
  claim: z.object({ title: line, steps: z.array(point).min(1), contactLabel: line }),
  terms: z.object({
    title: line,
    items: z.array(z.object({ term: line, detail: paragraph })).min(1),
    note: paragraph,
  }),
});

/** A measure's typical range on a finished shirt, in centimetres. */
const centimetres = z.number().positive().max(300);

const takeMeasurements = z.object({
  ...page,
  /** The page's name in the breadcrumb. */
  breadcrumb: line,
  beforeYouStart: z.object({ title: line, tips: z.array(paragraph).min(1), caption: paragraph }),
  measures: z.object({
    title: line,
    // The drawing beside the tips numbers seven measures, in this order.
    items: z
      .array(
        z
          .object({
            key: anchor,
            name: line,
            where: paragraph,
            how: paragraph,
            mistake: paragraph,
            min: centimetres,
            max: centimetres,
          })
          .refine((measure) => measure.min < measure.max, "A range starts below its end."),
      )
      .length(7)
      .refine((items) => new Set(items.map((item) => item.key)).size === items.length, "Two measures share a key."),
  }),
  ranges: z.object({ title: line, intro: paragraph, unitLabel: line, note: paragraph }),
});

/** Each guide page's schema, by the page's url. */
export const GUIDE_PAGE_SCHEMAS = {
  "custom-shirts-options": customShirtsOptions,
  "design-your-own-shirt": designYourOwnShirt,
  "perfect-fit-guarantee": perfectFitGuarantee,
  "style-device": styleDevice,
  "take-measurements-shirts-on-the-shirt": takeMeasurements,
};

export type GuidePageUrl = keyof typeof GUIDE_PAGE_SCHEMAS;

export type GuidePage<Url extends GuidePageUrl> = z.infer<(typeof GUIDE_PAGE_SCHEMAS)[Url]>;
