// subset-font 2.9 ships no types, and @types/subset-font (2.3) predates `keepFeatures`.
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** OpenType feature tags to keep; all are kept when absent. */
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(buffer: Buffer, text: string, options?: Options): Promise<Buffer>;
}
