import { AlertTriangle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { useIsPending } from "~/components/forms/hooks";
import { buttonStyles } from "~/components/ui/styles";
import type { RateConfirmation } from "~/modules/pages/admin/rate-confirmation.server";

/**
 * The owner's second step for a change of more than 20 % of a rate: what a shirt costs now and
 * at the new rate, then the new rate set from the current one, or kept as it is. Its heading
 * takes the focus when it appears, so that a keyboard or a screen reader lands on it.
 */
export function RateChangeConfirmation({ confirmation }: { confirmation: RateConfirmation }) {
  const { code, message, currentRate, newRate, shirts } = confirmation;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const setting = useIsPending({ intent: "rate", values: { code, confirmedFrom: currentRate } });
  const titleId = `confirm-${code}-title`;
  return (
    <section aria-labelledby={titleId} className="mt-3 border-2 border-danger/60 bg-danger/5 p-4 text-sm">
      <h3 id={titleId} ref={heading} tabIndex={-1} className="flex items-start gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden className="mt-1 size-4 shrink-0 text-danger" />
        Confirm {code} at {newRate}?
      </h3>
      <p className="mt-1">{message}</p>
      {shirts.length > 0 ? (
        <table className="mt-3 w-full border-collapse text-left">
          <caption className="sr-only">What a shirt costs in {code}, now and at the new rate</caption>
          <thead>
            <tr className="border-b border-line text-ink-soft">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                Shirt
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                Now, at {currentRate}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                At {newRate}
              </th>
            </tr>
          </thead>
          <tbody>
            {shirts.map((shirt) => (
              <tr key={shirt.label} className="border-b border-line/60">
                <th scope="row" className="py-1.5 pr-2 font-normal">
                  {shirt.label} <span className="whitespace-nowrap text-ink-soft">({shirt.euros})</span>
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{shirt.now}</td>
                <td className="py-1.5 text-right font-semibold tabular-nums">{shirt.atNewRate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="rate" />
        <input type="hidden" name="code" value={code} />
        <input type="hidden" name="rate" value={newRate} />
        <input type="hidden" name="confirmedFrom" value={currentRate} />
        <button type="submit" className={buttonStyles.danger} disabled={setting}>
          {setting ? "Saving…" : `Set ${code} at ${newRate}`}
        </button>
        {/*
          A new visit of the page: the rate field shows the stored rate again. Its own address, not
          the page's, so that without JavaScript the browser loads it rather than only scrolling.
        */}
        <Link
          to={`/admin/settings?kept=${code}#rates-title`}
          className="inline-flex min-h-11 items-center font-medium text-navy underline underline-offset-4"
        >
          Keep {currentRate}
        </Link>
      </Form>
    </section>
  );
}
