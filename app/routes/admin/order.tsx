import { data, useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { ClothShortages } from "~/components/admin/order/ClothShortages";
import { CustomerSection } from "~/components/admin/order/CustomerSection";
import { DeliverySection } from "~/components/admin/order/DeliverySection";
import { isFormAction, OrderActionSection, OrderActionsBar } from "~/components/admin/order/OrderActions";
import { PaymentSection } from "~/components/admin/order/PaymentSection";
import { RefundsSection } from "~/components/admin/order/RefundsSection";
import { ShirtsOrdered } from "~/components/admin/order/ShirtsOrdered";
import { TimelineSection } from "~/components/admin/order/TimelineSection";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import { loadOrderPage } from "~/modules/pages/admin/order.server";
import { readTimelineQuery } from "~/modules/pages/admin/order-timeline";
import { PRODUCTION_MESSAGES } from "~/modules/production/forms";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/order";
import { cancelAction } from "./order/cancel.server";
import { deliveredAction } from "./order/delivered.server";
import { noteAction } from "./order/note.server";
import { promiseAction } from "./order/promise.server";
import { refundAction } from "./order/refund.server";
import { shipAction } from "./order/ship.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `Order ${loaderData.order.number}` : "Order", "An order of the shop.");

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.orders);
  const timelineQuery = readTimelineQuery(new URL(request.url).searchParams);
  return orNotFound(await loadOrderPage(params.id, staff.role, timelineQuery));
}

/** The page's forms by their `intent`, each carried out by its own action module (./order/). */
const ORDER_ACTIONS = {
  note: noteAction,
  ship: shipAction,
  delivered: deliveredAction,
  promise: promiseAction,
  refund: refundAction,
  cancel: cancelAction,
};

/**
 * The service's actions on an order, told apart by `intent`: a note, shipping, delivery, a
 * new promise, a refund, a cancellation. The order is the one of the address whatever the form
 * says; each is checked and audited by its module (production, refunds).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.orders);
  const orderId = parseId(params.id);
  if (orderId === null) throw data(PRODUCTION_MESSAGES.unknownOrder, { status: 404 });
  const form = await readForm(request);
  form.set("orderId", String(orderId));
  const intent = form.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(ORDER_ACTIONS, intent)) {
    return refusalResponse(refuse(400, "This action is not known."));
  }
  return ORDER_ACTIONS[intent as keyof typeof ORDER_ACTIONS]({ staff, orderId, form });
}

const DONE_MESSAGES = {
  note: "Note added. A note for the customer is e-mailed to them and shows in their order history.",
  ship: "Shipped. The customer is e-mailed the tracking link.",
  delivered: "Marked delivered.",
  promise: "Promise moved. The customer is e-mailed the new dates.",
  refund: "Refunded. The customer is e-mailed the amount; it shows in their order history.",
  cancel: "Order cancelled and refunded in full. Its shirts left the workshop's queue; the customer is e-mailed.",
  cancel_pending:
    "Order cancelled; its shirts left the workshop's queue and the customer is e-mailed. The full refund counts once the provider confirms it.",
  refund_pending:
    "Refund sent to the payment provider. It counts as refunded once the provider confirms it, and the customer is e-mailed then.",
};

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, shortages, actions } = loaderData;
  const [searchParams] = useSearchParams();
  const refused =
    actionData && "intent" in actionData && typeof actionData.intent === "string"
      ? { intent: actionData.intent, result: actionData.result ?? undefined }
      : null;
  const unknownAction = actionData && !("intent" in actionData) ? actionData.refusal : null;
  // Without JavaScript an action's link asks for its form on the page; only an action offered now.
  const asked = searchParams.get("do");
  const onPage = isFormAction(asked) && (actions.primary === asked || actions.more.includes(asked)) ? asked : null;

  return (
    <div className="max-w-7xl">
      <AdminPageHeader
        back={{ to: "/admin/orders", label: "Orders" }}
        title={`Order ${order.number}`}
        intro={
          <>
            {order.status} · placed {order.placed}
            {order.paid ? ` · paid ${order.paid}` : ""}
          </>
        }
      />
      <OrderActionsBar page={loaderData} refused={refused} />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} />
        <ClothShortages shortages={shortages} />
        {unknownAction?.message ? <FormAlert errors={[unknownAction.message]} /> : null}
      </div>
      {onPage ? (
        <div className="mb-6 max-w-2xl">
          <OrderActionSection action={onPage} page={loaderData} refused={refused} />
        </div>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 content-start gap-6">
          <ShirtsOrdered order={order} />
          <TimelineSection timeline={loaderData.timeline} />
        </div>

        {/* On a phone the customer and the money come first; the shirts and timeline follow. */}
        <div className="order-first grid min-w-0 content-start gap-6 xl:order-none">
          <CustomerSection order={order} />
          <PaymentSection order={order} />
          <RefundsSection order={order} />
          <DeliverySection order={order} />
        </div>
      </div>
    </div>
  );
}
