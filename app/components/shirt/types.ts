/**
 * What the drawings need to know, resolved from the database by the catalogue and design
 * modules: drawing keys and colours, never ids. The same props render on the server and in
 * the browser.
 */

/** A fabric as FabricSwatch and ShirtPreview draw it. */
export type FabricLook = {
  /** Motif drawing key: plain, pinstripe, bengal-stripe, candy-stripe, wide-stripe, twill-stripe, micro-check, gingham, tattersall, windowpane, prince-of-wales, houndstooth, dots. */
  pattern: string;
  /** Weave drawing key: poplin, twill, oxford, pinpoint, royal-oxford, linen, flannel, end-on-end, dobby, herringbone, chambray, seersucker, satin, voile, denim. */
  texture: string;
  /** Ground colour, '#rrggbb'. */
  primaryHex: string;
  /** Colour of the stripes, checks or dots; null for a plain cloth. */
  secondaryHex: string | null;
  /** For the text alternative, e.g. "Sky blue pinpoint oxford". */
  name: string;
};

/** Embroidery as ShirtPreview draws it; null when the design has none. */
export type EmbroideryLook = {
  /** Up to 6 characters; empty when only a symbol is embroidered. */
  text: string;
  /** CSS font stack of the embroidery style. */
  fontFamily: string;
  /** Thread colour, '#rrggbb'. */
  hex: string;
  /** Symbol drawing key (anchor, crown, star, heart, clover, fleur-de-lis, horseshoe) or null for none. */
  symbol: string | null;
  /** Symbol thread colour, '#rrggbb', or null. */
  symbolHex: string | null;
  /** Position drawing key: second-button, fourth-button, hem, left-cuff, right-cuff. */
  position: string;
};

/** A whole shirt design as ShirtPreview draws it. */
export type ShirtLook = {
  fabric: FabricLook;
  /** Collar drawing key (one of the 29 collar styles, e.g. spread, cutaway, button-down, club, mandarin, wing...). */
  collar: string;
  /** Cuff drawing key (single-button, two-button, rounded-single, angled-single, rounded-two-button, angled-two-button, french, french-rounded, convertible). */
  cuff: string;
  /** Pocket drawing key: none, classic, rounded, flap. */
  pocket: string;
  /** Placket drawing key: standard, hidden, none. */
  placket: string;
  /** Back drawing key: plain, box-pleat, side-pleats, darts. */
  back: string;
  /** Bottom drawing key: curved, straight. */
  bottom: string;
  /** Button colour, '#rrggbb'. */
  buttonHex: string;
  embroidery: EmbroideryLook | null;
  /** Names for the text alternative, e.g. { collar: "Cutaway collar", cuff: "French cuff" }. */
  labels: { collar: string; cuff: string };
};

export type ShirtView = "front" | "back" | "collar" | "cuff";
