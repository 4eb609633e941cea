import type {} from "altcha/types/react";
import { useEffect, useRef } from "react";
import { FieldMessage } from "~/components/ui/Field";
import { labelStyles } from "~/components/ui/styles";

/**
 * The self-hosted captcha (ALTCHA): the browser solves a small proof-of-work puzzle fetched
 * from /captcha and puts its answer in the form field `altcha`. `onSolvedChange` says whether
 * a solution is ready. The widget's script is loaded only on the page that shows it.
 */
export function Captcha({
  id,
  error,
  onSolvedChange,
}: {
  id: string;
  error?: string;
  onSolvedChange: (solved: boolean) => void;
}) {
  const widgetRef = useRef<HTMLElement>(null);
  useEffect(() => {
    void import("~/modules/accounts/altcha.client");
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) =>
      onSolvedChange((event as CustomEvent<{ state: string }>).detail.state === "verified");
    widget.addEventListener("statechange", onStateChange);
    return () => widget.removeEventListener("statechange", onStateChange);
  }, [onSolvedChange]);

  return (
    <div>
      <p id={`${id}-label`} className={labelStyles}>
        Security check
      </p>
      <altcha-widget
        id={id}
        ref={widgetRef}
        challenge="/captcha"
        name="altcha"
        auto="onfocus"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        // The shop's colours. They also replace the widget's light-dark() colours, which the
        // CSS build rewrites into a form that needs a color-scheme rule the shop does not have.
        style={{
          "--altcha-max-width": "100%",
          "--altcha-border-radius": "2px",
          "--altcha-checkbox-border-radius": "2px",
          "--altcha-color-base": "#ffffff",
          "--altcha-color-base-content": "var(--color-ink)",
          "--altcha-color-neutral": "var(--color-line)",
          "--altcha-color-neutral-content": "var(--color-ink-soft)",
          "--altcha-checkbox-border-color": "var(--color-ink-soft)",
          "--altcha-color-primary": "var(--color-navy)",
          "--altcha-color-success": "var(--color-success)",
          "--altcha-color-error": "var(--color-danger)",
        }}
      />
      <noscript>
        <p className="mt-1 text-sm text-ink-soft">
          The security check needs JavaScript: please turn it on to create your account.
        </p>
      </noscript>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
