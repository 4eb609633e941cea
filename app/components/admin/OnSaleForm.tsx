import { Form } from "react-router";
import { useIsPending } from "~/components/forms/hooks";
import { buttonStyles } from "~/components/ui/styles";

/**
 * The button that retires a record on sale (intent "retire", a danger) or puts a retired one back
 * on sale (intent "restore"), the page's action telling which was done. `ariaLabel` names the
 * record for a screen reader when the button's words do not.
 */
export function OnSaleForm({
  active,
  retireLabel,
  restoreLabel,
  ariaLabel,
  className,
}: {
  active: boolean;
  retireLabel: string;
  restoreLabel: string;
  ariaLabel?: string;
  className?: string;
}) {
  const intent = active ? "retire" : "restore";
  const pending = useIsPending({ intent });
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        disabled={pending}
        className={active ? buttonStyles.danger : buttonStyles.secondary}
        aria-label={ariaLabel}
      >
        {active ? retireLabel : restoreLabel}
      </button>
    </Form>
  );
}
