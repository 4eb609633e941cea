import { type MouseEvent, type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { LazyModal, useDialogState } from "./LazyModal";

/**
 * A button that opens a modal dialog with `children`; the dialog's content is only built once
 * it is open. Given `href`, it is a link instead: without JavaScript (or opened in a new tab)
 * an ordinary link to `href`, which shows the same content as a page or a section of one, the
 * dialog's accessible fallback. `open` and `onOpenChange` make it controlled (a form inside
 * that must stay open on a refusal and close on success).
 */
export function ModalButton({
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
  href?: string;
  label: ReactNode;
  title: string;
  description?: string;
  wide?: boolean;
  className?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const { open, used, setOpen } = useDialogState(controlledOpen, onOpenChange);
  const trigger = useRef<HTMLElement | null>(null);
  const keep = (element: HTMLElement | null) => {
    trigger.current = element;
  };

  function openFromLink(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the page itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  }

  return (
    <>
      {href === undefined ? (
        <button ref={keep} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
          {label}
        </button>
      ) : (
        <Link ref={keep} to={href} onClick={openFromLink} aria-haspopup="dialog" className={className}>
          {label}
        </Link>
      )}
      <LazyModal
        used={used}
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        wide={wide}
        returnFocus={() => trigger.current?.focus()}
      >
        {children}
      </LazyModal>
    </>
  );
}
