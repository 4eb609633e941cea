import { FieldMessage } from "~/components/ui/Field";

/**
 * The shirts whose drawings a campaign's mail shows under its text: a checkbox per shirt on
 * sale, at most `max` checked (the server says so otherwise).
 */
export function CampaignShirts({
  shirts,
  chosen,
  max,
  error,
}: {
  shirts: { id: number; name: string; category: string }[];
  chosen: readonly number[];
  max: number;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? "campaign-shirts-error" : undefined}>
      <legend className="text-sm font-medium">Shirts to show (drawings under the text, at most {max})</legend>
      <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto border border-line p-3 text-sm sm:grid-cols-2">
        {shirts.map((shirt) => (
          <label key={shirt.id} className="flex items-start gap-2 py-1">
            <input
              type="checkbox"
              name="shirtModelIds"
              value={shirt.id}
              defaultChecked={chosen.includes(shirt.id)}
              className="mt-1"
            />
            <span>
              {shirt.name} <span className="text-ink-soft">· {shirt.category}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id="campaign-shirts-error" error={error} />
    </fieldset>
  );
}
