import type { SubmissionResult } from "@conform-to/react";
import { ChevronDown, FileText } from "lucide-react";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ModalButton } from "~/components/ui/ModalButton";
import { buttonStyles } from "~/components/ui/styles";
import type { OrderAction } from "~/modules/orders/order-actions";
import type { OrderPage } from "~/modules/pages/admin/order.server";
import { CancelForm, DeliveredForm, NoteForm, PromiseForm, RefundForm, ShipForm } from "./ActionForms";
import { OrderSection } from "./OrderSection";
import { orderPageLink } from "./page-links";

/*
 * The order page's actions bar: the next likely step as the primary button, the rest in a
 * "More actions" menu (a <details>, so it opens without JavaScript). Each action opens its form
 * in a dialog; without JavaScript its link (`?do=<action>`) shows the same form as a section
 * of the page. The invoice is a download.
 */

/** The page's form refused: which one, and its answer (errors and the values typed). */
export type Refused = { intent: string; result: SubmissionResult<string[]> | undefined } | null;

type FormProps = { page: OrderPage; lastResult: SubmissionResult<string[]> | undefined };

/** Each action with a form: its button's words, its dialog's title and line, its form. */
const FORMS: Record<
  Exclude<OrderAction, "invoice">,
  { label: string; title: string; description: string; Form: ComponentType<FormProps> }
> = {
  ship: {
    label: "Ship",
    title: "Ship the parcel",
    description: "Every shirt is packed. The customer is e-mailed the tracking link.",
    Form: ShipForm,
  },
  delivered: {
    label: "Mark delivered",
    title: "Mark the order delivered",
    description: "When the carrier or the customer says the parcel arrived.",
    Form: DeliveredForm,
  },
  promise: {
    label: "Move the promise",
    title: "Move the delivery promise",
    description: "The customer is e-mailed the new dates.",
    Form: PromiseForm,
  },
  note: {
    label: "Add a note",
    title: "Add a note",
    description: "For the team, or for the customer too.",
    Form: NoteForm,
  },
  refund: {
    label: "Refund",
    title: "Refund the customer",
    description: "The customer is e-mailed the amount; it shows in their order history.",
    Form: RefundForm,
  },
  cancel: {
    label: "Cancel the order",
    title: "Cancel the order",
    description: "Only while no shirt is cut.",
    Form: CancelForm,
  },
};

export const isFormAction = (action: string | null): action is Exclude<OrderAction, "invoice"> =>
  action !== null && Object.hasOwn(FORMS, action);

const MENU_ITEM =
  "flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm font-medium text-ink hover:bg-linen focus-visible:bg-linen";

/**
 * One action's button and dialog. The dialog stays open while its form is refused (the refusal
 * shows inside, with what was typed) and closes when the page comes back done (its banner).
 */
function ActionDialog({
  action,
  page,
  refused,
  className,
}: {
  action: Exclude<OrderAction, "invoice">;
  page: OrderPage;
  refused: Refused;
  className: string;
}) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Open since this address; a refusal of its form keeps it open on the answer's address.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const refusedHere = refused?.intent === action;
  const open = openedAt !== null && (openedAt === location.key || refusedHere);
  const { label, title, description, Form } = FORMS[action];
  return (
    <ModalButton
      href={orderPageLink(searchParams, { do: action }, "#order-action-title")}
      label={label}
      title={title}
      description={description}
      open={open}
      onOpenChange={(next) => setOpenedAt(next ? location.key : null)}
      className={className}
    >
      <Form page={page} lastResult={refusedHere ? refused.result : undefined} />
    </ModalButton>
  );
}

/** The actions staff may take on the order now, the next likely one first. */
export function OrderActionsBar({ page, refused }: { page: OrderPage; refused: Refused }) {
  const { primary, more } = page.actions;
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // The menu folds away once the page comes back from an action.
  useEffect(() => {
    if (menu.current && location.key) menu.current.open = false;
  }, [location.key]);
  if (primary === null) return null;
  const invoiceLink = (
    <a href={`/admin/orders/${page.order.id}/invoice`} download className={MENU_ITEM}>
      <FileText aria-hidden className="size-4 shrink-0" />
      {page.order.invoice?.number ? `Invoice ${page.order.invoice.number} (PDF)` : "Invoice (PDF)"}
    </a>
  );
  return (
    <section aria-label="Actions on this order" className="mb-6 flex flex-wrap items-start gap-2">
      <ActionDialog action={primary} page={page} refused={refused} className={buttonStyles.primary} />
      {more.length > 0 ? (
        <details ref={menu} className="group relative">
          <summary className={`${buttonStyles.secondary} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            More actions
            <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="absolute left-0 z-20 mt-1 grid min-w-64 border border-line bg-white py-1 shadow-lg">
            {more.map((action) => (
              <li key={action}>
                {action === "invoice" ? (
                  invoiceLink
                ) : (
                  <ActionDialog action={action} page={page} refused={refused} className={MENU_ITEM} />
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/**
 * Without JavaScript, an action's link (`?do=<action>`) shows its form here, at the top of the
 * page; posted, a refusal comes back to it and a success to the page with its banner.
 */
export function OrderActionSection({
  action,
  page,
  refused,
}: {
  action: Exclude<OrderAction, "invoice">;
  page: OrderPage;
  refused: Refused;
}) {
  const [searchParams] = useSearchParams();
  const { title, description, Form } = FORMS[action];
  return (
    <OrderSection id="order-action-title" title={title}>
      <p className="-mt-1 mb-4 text-sm text-ink-soft">{description}</p>
      <Form page={page} lastResult={refused?.intent === action ? refused.result : undefined} />
      <p className="mt-4 text-sm">
        <Link to={orderPageLink(searchParams, {})} className="text-navy underline underline-offset-4">
          Back to the order without doing this
        </Link>
      </p>
    </OrderSection>
  );
}
