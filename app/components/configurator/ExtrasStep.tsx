import { ArrowRight, Check } from "lucide-react";
import { Form } from "react-router";
import { OptionIcon } from "~/components/shirt/OptionIcon";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { EMBROIDERY_TEXT_MAX, NO_EMBROIDERY, NO_SYMBOL } from "~/modules/design/constants";
import type { ShirtDesign } from "~/modules/design/design";
import { embroideryIssues } from "~/modules/design/rules";
import type { ConfiguratorData } from "./Configurator";
import { CardGrid, ChoiceForm, ChoiceSelect, NoScriptSave, OptionCard, OptionGroup } from "./OptionGroup";
import { useChoiceError, useChoose } from "./useChoice";

/**
 * The extras step (spec 001 sections 2, 4 and 5): embroidery type, and unless it is none its
 * text, colour and style; the symbol, and unless it is none its colour and position; then
 * 'Continue and add your measurement', which shows what is missing beside each field.
 */
export function ExtrasStep({
  data,
  design,
  errors,
}: {
  data: ConfiguratorData;
  design: ShirtDesign;
  errors: Record<string, string>;
}) {
  const { options } = data.catalogue;
  const { embroidery } = design;
  // The errors of 'Continue' stay beside their fields only until the field is filled in.
  const open = new Set(embroideryIssues(embroidery).map((issue) => issue.field));
  const error = (field: string) => (open.has(field) ? errors[field] : undefined);
  const active = <T extends { active: boolean; id: number }>(map: Map<number, T>, chosen: number | null) =>
    [...map.values()].filter((option) => option.active || option.id === chosen);
  return (
    <div className="grid gap-8">
      <OptionGroup field="embroidery.typeId" title="Embroidery">
        <ul className="flex flex-wrap gap-2">
          {active(options.embroideryTypes, embroidery.typeId).map((type) => (
            <li key={type.id}>
              <ChoiceForm field="embroidery.typeId" value={String(type.id)} step="extras">
                <button
                  type="submit"
                  aria-pressed={embroidery.typeId === type.id}
                  className={`flex items-center gap-1.5 rounded-sm border px-4 py-2 text-sm font-medium ${embroidery.typeId === type.id ? "border-navy bg-navy text-white" : "border-line bg-white hover:border-navy"}`}
                >
                  {embroidery.typeId === type.id ? <Check aria-hidden className="size-4" /> : null}
                  {type.name}
                </button>
              </ChoiceForm>
            </li>
          ))}
        </ul>
      </OptionGroup>

      {embroidery.typeId !== NO_EMBROIDERY ? (
        <>
          <section
            id="group-embroidery-text"
            className="grid scroll-mt-[calc(36vh+16px)] gap-4 sm:grid-cols-2 lg:scroll-mt-[70px]"
          >
            <EmbroideryText value={embroidery.text} error={error("embroidery.text")} />
            <ChoiceSelect
              field="embroidery.colourId"
              step="extras"
              label="Embroidery colour"
              placeholder="-- Choose the color --"
              value={embroidery.colourId}
              options={[...options.embroideryColours.values()]}
              error={error("embroidery.colourId")}
            />
          </section>
          <OptionGroup field="embroidery.styleId" title="Embroidery style" error={error("embroidery.styleId")}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {active(options.embroideryStyles, embroidery.styleId).map((style) => (
                <li key={style.id}>
                  <ChoiceForm field="embroidery.styleId" value={String(style.id)} step="extras">
                    <button
                      type="submit"
                      aria-pressed={embroidery.styleId === style.id}
                      className={`w-full rounded-sm border bg-white px-3 py-3 text-center ${embroidery.styleId === style.id ? "border-navy ring-2 ring-navy" : "border-line hover:border-navy"}`}
                    >
                      <span aria-hidden className="block text-2xl" style={{ fontFamily: style.fontFamily }}>
                        {embroidery.text || "JDM"}
                      </span>
                      <span className="mt-1 block text-sm">{style.name}</span>
                    </button>
                  </ChoiceForm>
                </li>
              ))}
            </ul>
          </OptionGroup>
        </>
      ) : null}

      <OptionGroup field="embroidery.symbolId" title="Shapes and symbols">
        <CardGrid>
          {active(options.embroiderySymbols, embroidery.symbolId).map((symbol) => (
            <OptionCard
              key={symbol.id}
              field="embroidery.symbolId"
              step="extras"
              option={symbol}
              chosen={embroidery.symbolId === symbol.id}
              picture={() => <OptionIcon family="embroidery-symbol" drawing={symbol.drawing} className="size-full" />}
            />
          ))}
        </CardGrid>
      </OptionGroup>

      {embroidery.symbolId !== NO_SYMBOL ? (
        <OptionGroup field="embroidery.symbolColourId" title="Symbol colour" error={error("embroidery.symbolColourId")}>
          <ul className="flex flex-wrap gap-2" aria-label="Symbol colours">
            {[...options.embroideryColours.values()].map((colour) => (
              <li key={colour.id}>
                <ChoiceForm field="embroidery.symbolColourId" value={String(colour.id)} step="extras">
                  <button
                    type="submit"
                    aria-pressed={embroidery.symbolColourId === colour.id}
                    title={colour.name}
                    className={`flex items-center gap-2 rounded-sm border bg-white px-2 py-1.5 text-sm ${embroidery.symbolColourId === colour.id ? "border-navy ring-2 ring-navy" : "border-line hover:border-navy"}`}
                  >
                    <span
                      aria-hidden
                      className="size-5 rounded-full border border-line"
                      style={{ backgroundColor: colour.hex }}
                    />
                    {colour.name}
                  </button>
                </ChoiceForm>
              </li>
            ))}
          </ul>
          <div className="mt-4 max-w-sm">
            <ChoiceSelect
              field="embroidery.positionId"
              step="extras"
              label="Position"
              placeholder="-- Choose the position --"
              value={embroidery.positionId}
              options={[...options.embroideryPositions.values()]}
              error={error("embroidery.positionId")}
            />
          </div>
        </OptionGroup>
      ) : null}

      <Form method="post" className="border-t border-line pt-6">
        <input type="hidden" name="intent" value="continue" />
        <button type="submit" className={buttonStyles.primary}>
          Continue and add your measurement
          <ArrowRight aria-hidden className="size-4" />
        </button>
      </Form>
    </div>
  );
}

/** The embroidery text: drawn and saved at each keystroke (a later keystroke supersedes the one before). */
function EmbroideryText({ value, error }: { value: string; error?: string }) {
  const choose = useChoose("extras");
  const serverError = useChoiceError("embroidery.text");
  const shown = error ?? serverError;
  return (
    <Form method="post" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="field" value="embroidery.text" />
      <input type="hidden" name="step" value="extras" />
      <label htmlFor="embroidery-text" className="mb-1.5 block text-sm font-medium">
        Embroidery text
      </label>
      <div className="flex gap-2">
        <input
          id="embroidery-text"
          name="value"
          defaultValue={value}
          maxLength={EMBROIDERY_TEXT_MAX}
          placeholder="Maximum 6 letters"
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? "embroidery-text-error" : undefined}
          onChange={(event) => choose("embroidery.text", event.currentTarget.value)}
          className={inputStyles}
        />
        <NoScriptSave />
      </div>
      {shown ? (
        <p id="embroidery-text-error" role="alert" className="mt-1 text-sm text-danger">
          {shown}
        </p>
      ) : null}
    </Form>
  );
}
