import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * A modal dialog (Radix): focus kept inside, Escape and the close button close it, focus goes
 * back to `returnFocus` afterwards. Loaded on first use (LazyModal), so pages do not
 * download the dialog library until someone opens one.
 */
export default function Modal({
  open,
  onOpenChange,
  title,
  description,
  wide,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  returnFocus: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-sm bg-paper p-6 shadow-2xl sm:p-8 ${wide ? "max-w-4xl" : "max-w-lg"}`}
        >
          <Dialog.Close
            className="absolute top-3 right-3 rounded-sm p-1.5 text-ink-soft hover:text-ink"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="pr-8 font-serif text-3xl font-semibold">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-2 text-ink-soft">{description}</Dialog.Description> : null}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
