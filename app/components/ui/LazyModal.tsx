import { type ComponentProps, lazy, Suspense, useState } from "react";

// The dialog library is downloaded when a dialog is first opened, not with the page.
const Modal = lazy(() => import("./Modal"));

/** The modal dialog, built only once it has been opened (`used`). */
export function LazyModal({ used, ...modal }: ComponentProps<typeof Modal> & { used: boolean }) {
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...modal} />
    </Suspense>
  );
}

/**
 * Whether a dialog is open, and whether it was ever opened (its content is built from then
 * on). `open` and `onOpenChange` given: the caller controls it (a form inside that must stay
 * open on a refusal, or close once a choice is made).
 */
export function useDialogState(controlledOpen?: boolean, onOpenChange?: (open: boolean) => void) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (next) setUsed(true);
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return { open, used: used || open, setOpen };
}
