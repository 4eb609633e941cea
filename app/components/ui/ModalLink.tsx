import { lazy, type MouseEvent, type ReactNode, Suspense, useRef, useState } from "react";
import { Link } from "react-router";

// The dialog library is downloaded when a dialog is first opened, not with the page.
const Modal = lazy(() => import("./Modal"));

/**
 * A link that opens a modal dialog with `children`. Without JavaScript (or opened in a new
 * tab) it is an ordinary link to `href`, which shows the same content as a page or a section
 * of one: the dialog's accessible fallback. `open` and `onOpenChange` make it controlled (a
 * form inside that must stay open on a refusal and close on success).
 */
export function ModalLink({
  href,
  label,
  title,
  description,
  wide,
  className,
  open: controlledOpen,
  onOpenChange,
  children,
}: {
  href: string;
  label: ReactNode;
  title: string;
  description?: string;
  wide?: boolean;
  className?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (next) setUsed(true);
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the page itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  }

  return (
    <>
      <Link ref={link} to={href} onClick={openDialog} aria-haspopup="dialog" className={className}>
        {label}
      </Link>
      {used || open ? (
        <Suspense fallback={null}>
          <Modal
            open={open}
            onOpenChange={setOpen}
            title={title}
            description={description}
            wide={wide}
            returnFocus={() => link.current?.focus()}
          >
            {children}
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
