import { type PlainField, PlainInput } from "~/components/forms/PlainFields";
import { GALLERY_POSITIONS } from "~/modules/catalog/gallery-order";

/** A category's or an option's place in its list, in the gallery's range of positions: lower first. */
export function CatalogueOrderInput({ field, defaultValue }: { field: PlainField; defaultValue: string }) {
  return (
    <PlainInput
      {...field}
      label="Order"
      required
      type="number"
      min={GALLERY_POSITIONS.first}
      max={GALLERY_POSITIONS.last}
      defaultValue={defaultValue}
    />
  );
}
