import { parseId } from "~/infra/ids";
import { EMBROIDERY_TEXT_MAX, NO_EMBROIDERY, NO_SYMBOL } from "./constants";
import type { ShirtDesign } from "./design";
import { DESIGN_FIELDS, type DesignField } from "./fields";

/** A reason a design cannot be made, for the field it concerns (e.g. "embroidery.text"). */
export type DesignIssue = {
  field: string;
  message: string;
  /** Something still to be chosen (a text, a colour...): a design in progress may lack it, a shirt may not. */
  missing?: true;
};

/** Letters of any alphabet, digits, spaces and the punctuation of initials ("J.D.M.", "A&B"). */
const EMBROIDERY_TEXT_PATTERN = /^[\p{L}\p{N} .&'-]*$/u;

/**
 * The embroidery rules of spec 001 sections 4, 5 and 9 (DESIGN.md section 4 item 6):
 * - type 1 is "none": no text, style or colour goes with it;
 * - any other type needs a text of 1 to 6 characters, a style and a colour;
 * - symbol 1 is "none": no symbol colour or position goes with it;
 * - any other symbol needs its colour and a position.
 * The spec's old front end sent zeros for the fields it hid; we refuse them instead of
 * guessing, so a design is stored exactly as the customer saw it.
 */
export function embroideryIssues(embroidery: ShirtDesign["embroidery"]): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const { typeId, text, styleId, colourId, symbolId, symbolColourId, positionId } = embroidery;
  if (typeId === NO_EMBROIDERY) {
    if (text !== "") issues.push({ field: "embroidery.text", message: "Choose an embroidery type for your text." });
    if (styleId !== null || colourId !== null) {
      issues.push({
        field: "embroidery.typeId",
        message: "An embroidery style or colour needs an embroidery type.",
      });
    }
  } else {
    if (text === "") {
      issues.push({
        field: "embroidery.text",
        message: `Please enter the text to embroider (at most ${EMBROIDERY_TEXT_MAX} characters).`,
        missing: true,
      });
    }
    if (styleId === null) {
      issues.push({ field: "embroidery.styleId", message: "Please choose an embroidery style.", missing: true });
    }
    if (colourId === null) {
      issues.push({ field: "embroidery.colourId", message: "Please choose an embroidery colour.", missing: true });
    }
  }
  if ([...text].length > EMBROIDERY_TEXT_MAX) {
    issues.push({ field: "embroidery.text", message: `Maximum ${EMBROIDERY_TEXT_MAX} letters` });
  } else if (!EMBROIDERY_TEXT_PATTERN.test(text)) {
    issues.push({
      field: "embroidery.text",
      message: "The embroidery text may use letters, digits, spaces and . & ' - only.",
    });
  }
  if (symbolId === NO_SYMBOL) {
    if (symbolColourId !== null || positionId !== null) {
      issues.push({ field: "embroidery.symbolId", message: "A symbol colour or position needs a symbol." });
    }
  } else {
    if (symbolColourId === null) {
      issues.push({
        field: "embroidery.symbolColourId",
        message: "Please choose the colour of the symbol.",
        missing: true,
      });
    }
    if (positionId === null) {
      issues.push({
        field: "embroidery.positionId",
        message: "Please choose where to embroider the symbol.",
        missing: true,
      });
    }
  }
  return issues;
}

/** Whether anything is embroidered at all. */
export function hasEmbroidery(embroidery: ShirtDesign["embroidery"]): boolean {
  return embroidery.typeId !== NO_EMBROIDERY || embroidery.symbolId !== NO_SYMBOL;
}

export function isDesignField(value: unknown): value is DesignField {
  return (DESIGN_FIELDS as readonly unknown[]).includes(value);
}

/**
 * One choice applied to a design, as the configurator's browser and server both do it:
 * choosing "no embroidery" drops its text, style and colour, choosing "no symbol" drops its
 * colour and position (spec 001 section 4: those inputs are hidden then), so a hidden
 * value never survives. Other values are taken as given, for validateDesign to judge (a
 * symbol colour sent without a symbol is refused, not dropped).
 */
export function applyChoice(design: ShirtDesign, field: DesignField, value: string): ShirtDesign {
  // A value that is no id (huge, negative, "1e3") becomes NaN, which validateDesign refuses.
  const chosenId = parseId(value) ?? Number.NaN;
  if (!field.startsWith("embroidery.")) return { ...design, [field]: chosenId };
  const key = field.slice("embroidery.".length) as keyof ShirtDesign["embroidery"];
  const embroidery = { ...design.embroidery };
  if (key === "text") embroidery.text = value;
  else if (key === "typeId" || key === "symbolId") embroidery[key] = chosenId;
  else embroidery[key] = value === "" ? null : chosenId;
  if (key === "typeId" && embroidery.typeId === NO_EMBROIDERY) {
    embroidery.text = "";
    embroidery.styleId = null;
    embroidery.colourId = null;
  }
  if (key === "symbolId" && embroidery.symbolId === NO_SYMBOL) {
    embroidery.symbolColourId = null;
    embroidery.positionId = null;
  }
  return { ...design, embroidery };
}
