import { AlertCircle, ChevronLeft, ChevronRight, ShoppingBag } from "lucide-react";
import { useMemo } from "react";
import { Form, Link } from "react-router";
import { useIsPending } from "~/components/forms/hooks";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { fieldMessages, type RefusalAnswer } from "~/infra/refusal";
import { shirtLook } from "~/modules/design/look";
import type { ConfiguratorPage } from "~/modules/pages/configurator-page.server";
import type { SizeFormReply } from "~/modules/sizing/form-reply";
import { DesignPreview } from "./DesignPreview";
import { ExtrasStep } from "./ExtrasStep";
import { FabricStep } from "./FabricStep";
import { SizesStep } from "./SizesStep";
import { StyleStep } from "./StyleStep";
import { SummaryStep } from "./SummaryStep";
import { STEPS, type Step } from "./steps";
import { useLiveDesign } from "./useChoice";

/** What the configurator shows, on one of its tabs (built by modules/pages/configurator-page.server.ts). */
export type ConfiguratorData = ConfiguratorPage<Step>;

/**
 * What the page's action answered, when it answered the page: a refused choice or add
 * (infra/refusal.ts), or a refused sizing form of the SIZES tab.
 */
type ActionData = { refusal?: RefusalAnswer } | SizeFormReply | { ok: boolean } | undefined;

/**
 * The configurator and the redesign page (spec 001 section 2): the tabs, the live drawing of
 * the design (kept in view, on a phone too) and the sticky bar with the price and the
 * previous, next and add (or update) buttons.
 */
export function Configurator({ data, actionData }: { data: ConfiguratorData; actionData: ActionData }) {
  const { mode, name, step, draft, catalogue } = data;
  const design = useLiveDesign(draft.design);
  const fabricsById = useMemo(
    () =>
      new Map(
        [...catalogue.fabrics, ...(catalogue.currentFabric ? [catalogue.currentFabric] : [])].map((fabric) => [
          fabric.id,
          fabric,
        ]),
      ),
    [catalogue],
  );
  const fabric = fabricsById.get(design.fabricId);
  // Drawn from the live design in the browser; the server's drawing until a fabric is known here.
  const look = fabric ? shirtLook(design, fabric, catalogue.options) : draft.look;
  const index = STEPS.findIndex((entry) => entry.step === step);
  const previous = STEPS[index - 1];
  const next = STEPS[index + 1];
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : undefined;
  const sizeReply = actionData && "intent" in actionData ? actionData : undefined;
  const fieldErrors = fieldMessages(refusal);
  const base = mode === "redesign" ? `/redesign-shirt/${data.id}` : `/design-shirt/${data.id}`;

  let content: React.ReactNode;
  if (step === "fabric") content = <FabricStep data={data} design={design} />;
  else if (step === "style") content = <StyleStep data={data} design={design} fabric={look.fabric} />;
  else if (step === "extras") content = <ExtrasStep data={data} design={design} errors={fieldErrors} />;
  else if (step === "sizes") content = <SizesStep data={data} base={base} reply={sizeReply} error={refusal?.message} />;
  else content = <SummaryStep data={data} />;

  return (
    <div className="pb-40 sm:pb-28">
      <Container className="pt-6">
        <p className="text-xs font-semibold tracking-[0.2em] text-brass uppercase">
          {mode === "redesign" ? "Redesign your shirt" : "Design your shirt"}
        </p>
        <h1 className="mt-1 text-3xl md:text-4xl">{name}</h1>
        <nav aria-label="Configurator steps" className="mt-4 overflow-x-auto border-b border-line">
          <ol className="flex min-w-max gap-1">
            {STEPS.map((entry, position) => (
              <li key={entry.step}>
                <Link
                  to={`${base}?step=${entry.step}`}
                  preventScrollReset
                  aria-current={entry.step === step ? "step" : undefined}
                  className={`block border-b-2 px-3 py-2.5 text-sm font-semibold tracking-[0.12em] uppercase ${entry.step === step ? "border-navy text-navy" : "border-transparent text-ink-soft hover:text-navy"}`}
                >
                  <span className="text-ink-soft">{position + 1}.</span> {entry.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      </Container>

      <Container className="grid gap-6 pt-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10 lg:pt-6">
        <div className="sticky top-0 z-20 -mx-4 self-start border-b border-line bg-paper/95 px-4 py-2 backdrop-blur lg:top-4 lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0">
          <DesignPreview look={look} testId="live-drawing" />
        </div>
        <div className="min-w-0">{content}</div>
      </Container>

      <StickyBar
        data={data}
        base={base}
        previous={previous?.step}
        next={next?.step}
        error={fieldErrors.size ?? (step === "summary" ? refusal?.message : undefined)}
      />
    </div>
  );
}

function StickyBar({
  data,
  base,
  previous,
  next,
  error,
}: {
  data: ConfiguratorData;
  base: string;
  previous?: Step;
  next?: Step;
  error?: string;
}) {
  // Any form of the page on its way (a choice goes with a fetcher, not as the page's navigation).
  const busy = useIsPending();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-paper/95 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur">
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
        <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <p className="truncate text-sm font-medium sm:text-base">
            {data.name} · <span data-testid="configurator-price">{data.draft.price}</span>
          </p>
          {error ? (
            <p role="alert" className="flex items-center gap-1.5 text-sm text-danger">
              <AlertCircle aria-hidden className="size-4 shrink-0" />
              {error}
            </p>
          ) : !data.draft.hasSize ? (
            <p className="text-xs text-brass sm:text-sm">Don't forget to add your size</p>
          ) : null}
        </div>
        <div className="ml-auto flex items-center gap-2">
          {previous ? (
            <Link to={`${base}?step=${previous}`} className={`${buttonStyles.secondary} px-3 sm:px-4`}>
              <ChevronLeft aria-hidden className="size-4" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </Link>
          ) : null}
          {next ? (
            <Link to={`${base}?step=${next}`} className={`${buttonStyles.primary} px-4 tracking-[0.08em]`}>
              Next
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value={data.mode === "redesign" ? "update" : "add"} />
              <button type="submit" disabled={busy} className={`${buttonStyles.primary} px-4 tracking-[0.08em]`}>
                <ShoppingBag aria-hidden className="size-4" />
                {data.mode === "redesign" ? "Update your Shirt" : "Add to cart"}
              </button>
            </Form>
          )}
        </div>
      </Container>
    </div>
  );
}
