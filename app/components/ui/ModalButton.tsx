import { lazy, type ReactNode, Suspense, useRef, useState } from "react";

// The dialog library is downloaded when a dialog is first opened, not with the page.
const Modal = lazy(() => import("./Modal"));

/**
 * A button that opens a modal dialog with `children`. The dialog's content is only built
 * once it is open.
 */
export function ModalButton({
  label,
  title,
  description,
  wide,
  className,
  children,
}: {
  label: ReactNode;
  title: string;
  description?: string;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={className}
      >
        {label}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <Modal
            open={open}
            onOpenChange={setOpen}
            title={title}
            description={description}
            wide={wide}
            returnFocus={() => button.current?.focus()}
          >
            {children}
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
