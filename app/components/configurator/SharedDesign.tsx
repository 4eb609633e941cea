import { AlertCircle, Check, Link2 } from "lucide-react";
import { Form, Link } from "react-router";
import { useIsPending } from "~/components/forms/hooks";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import type { SharedDesignPage } from "~/modules/pages/configurator-page.server";
import { DesignPreview } from "./DesignPreview";

/**
 * A shared design link (/design-shirt/{model id}?d=...): the shirt drawn with every choice and
 * its price. Opening it changes nothing; 'Use this design' (a form post, with or without
 * JavaScript) makes it the visitor's design in progress and opens the configurator's summary.
 */
export function SharedDesignView({ data, error }: { data: SharedDesignPage; error: string | undefined }) {
  const { id, name, shared, link } = data;
  const using = useIsPending({ intent: "use-shared" });
  const ownDesign = `/design-shirt/${id}`;

  return (
    <div className="pb-16">
      <Container className="pt-6">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.2em] text-brass uppercase">
          <Link2 aria-hidden className="size-3.5" />A shared design
        </p>
        <h1 className="mt-1 text-3xl md:text-4xl">{name}</h1>
      </Container>

      {shared.ok ? (
        <Container className="grid gap-6 pt-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
          <div className="self-start">
            <DesignPreview look={shared.design.look} testId="shared-drawing" />
          </div>
          <section aria-labelledby="shared-title" className="min-w-0">
            <h2 id="shared-title" className="text-2xl">
              This shirt, made to your measure
            </h2>
            <p className="mt-1 text-sm text-ink-soft">
              Someone designed this shirt and sent you the link. Use the design to make it yours: you can still change
              any choice, then add your size.
            </p>
            <dl className="mt-4 divide-y divide-line border-y border-line" data-testid="shared-summary">
              {shared.design.labels.map((row) => (
                <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
                  <dt className="text-ink-soft">{row.label}</dt>
                  <dd className="text-right font-medium">{row.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 font-serif text-2xl text-navy">{shared.design.price}</p>
            {error ? (
              <p role="alert" className="mt-4 flex items-center gap-1.5 text-sm text-danger">
                <AlertCircle aria-hidden className="size-4 shrink-0" />
                {error}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Form method="post" className="w-full sm:w-auto">
                <input type="hidden" name="intent" value="use-shared" />
                <input type="hidden" name="d" value={link} />
                <button type="submit" disabled={using} className={`${buttonStyles.primary} w-full sm:w-auto`}>
                  <Check aria-hidden className="size-4" />
                  Use this design
                </button>
              </Form>
              <Link to={ownDesign} className={`${buttonStyles.secondary} w-full sm:w-auto`}>
                Design my own
              </Link>
            </div>
            <p className="mt-3 text-xs text-ink-soft">
              Using it replaces the design of this shirt you may have in progress; a size you chose stays.
            </p>
          </section>
        </Container>
      ) : (
        <Container className="pt-6">
          <div className="max-w-2xl">
            <p
              role="alert"
              className="flex items-start gap-2 border border-danger/40 bg-danger/5 p-4 text-sm text-danger"
            >
              <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {shared.message}
            </p>
            <p className="mt-4 text-ink-soft">
              Fabrics and options come and go: you can design this shirt yourself from what is on offer today.
            </p>
            <Link to={ownDesign} className={`${buttonStyles.primary} mt-6`}>
              Design this shirt yourself
            </Link>
          </div>
        </Container>
      )}
    </div>
  );
}
