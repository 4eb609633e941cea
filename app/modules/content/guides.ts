import { z } from "zod";

/*
 * The guide pages whose layout belongs to the code (sections of option cards, drawings, an
 * in-page table of contents) and whose words belong to the shop: one record per page in
 * `guide_pages`, its text as JSON checked by the page's schema below (docs/decisions/013).
 * Every piece of text is a field of plain text; anchors and drawing keys are identifiers the
 * code and other pages link to, not copy.
 */

/** A heading, a name, a short label. */
const line = z.string().trim().min(1).max(240);
/** A paragraph of plain text. */
const paragraph = z.string().trim().min(1).max(2000);
/** An element id, the target of `#anchor` links from this page and others. */
const anchor = z.string().regex(/^[a-z][a-z0-9-]*$/, "An anchor is lower-case letters, digits and hyphens.");
/** The name of one of the shop's drawings (components/content/Illustration). */
const drawing = z.string().regex(/^[a-z][a-z0-9-]*$/, "A drawing is named in lower-case letters and hyphens.");

/** Ids must be unique on a page: each is the target of a link. */
function uniqueIds<T extends { id: string }>(items: T[]) {
  return new Set(items.map((item) => item.id)).size === items.length;
}

/** What every guide page has: its search-engine tags, its header and the closing call to action. */
const page = {
  meta: z.object({ title: line, description: paragraph, keywords: paragraph }),
  title: line,
  intro: paragraph,
  callToAction: z.object({ title: line, text: paragraph }),
};

const customShirtsOptions = z.object({
  ...page,
  sections: z
    .array(
      z.object({
        id: anchor,
        title: line,
        intro: paragraph,
        illustration: drawing.optional(),
        options: z.array(z.object({ name: line, text: paragraph, bestFor: line })).min(1),
      }),
    )
    .min(1)
    .refine(uniqueIds, "Two sections share an anchor."),
  buttonsAndMonogram: z.object({
    title: line,
    buttons: z.object({ title: line, text: paragraph }),
    collarBones: z.object({ title: line, text: paragraph }),
    monogram: z.object({ title: line, text: paragraph, positions: z.array(line).min(1), advice: paragraph }),
  }),
});

const styleDevice = z.object({
  ...page,
  sections: z
    .array(
      z.object({
        id: anchor,
        title: line,
        intro: paragraph,
        illustration: drawing,
        items: z
          .array(z.object({ id: anchor, name: line, text: paragraph }))
          .min(1)
          .refine(uniqueIds, "Two items share an anchor."),
      }),
    )
    .min(1)
    .refine(uniqueIds, "Two sections share an anchor."),
  combinations: z.object({
    /** Its name in the table of contents. */
    label: line,
    title: line,
    intro: paragraph,
    items: z.array(z.object({ title: line, illustration: drawing, text: paragraph })).min(1),
  }),
});

/** Each guide page's schema, by the page's url. */
export const GUIDE_PAGE_SCHEMAS = {
  "custom-shirts-options": customShirtsOptions,
  "style-device": styleDevice,
};

export type GuidePageUrl = keyof typeof GUIDE_PAGE_SCHEMAS;

export type GuidePage<Url extends GuidePageUrl> = z.infer<(typeof GUIDE_PAGE_SCHEMAS)[Url]>;
