import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonStyles } from "~/components/ui/styles";

/**
 * Opens the browser's print dialog. Without JavaScript it cannot, so it says how instead: the
 * page prints the same from the browser's own menu.
 */
export function PrintButton({ label = "Print" }: { label?: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <p className="text-sm text-ink-soft">Print with your browser (Ctrl+P or ⌘P).</p>;
  return (
    <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
      <Printer aria-hidden className="size-4" />
      {label}
    </button>
  );
}
