import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { AccountLayout } from "~/components/account/AccountLayout";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { Field, FieldMessage } from "~/components/ui/Field";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";
import { FIT_CLAIM_BODY_LIMIT_BYTES } from "~/infra/body-limits";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, orNotFound, refusalResponse } from "~/infra/refusal";
import { requireCustomer } from "~/modules/accounts/accounts.server";
import { CORRECTION_STEP_CM } from "~/modules/claims/corrections";
import { fileClaim, findClaimableShirt } from "~/modules/claims/customer-claims.server";
import { fitClaimSchema, MAX_CLAIM_PHOTOS } from "~/modules/claims/forms";
import { MAX_PHOTO_BYTES } from "~/modules/claims/photos.server";
import { admitClaimUpload } from "~/modules/claims/upload-admission.server";
import { formatDay } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/fit-claim";

/** Reporting a fit problem with a delivered shirt, under the perfect fit guarantee. */
export const meta: Route.MetaFunction = () =>
  privatePageMeta("Report a fit problem", "Tell us how your shirt should fit under the perfect fit guarantee.");

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const shirt = orNotFound(await findClaimableShirt(customer, params.unitId));
  return {
    customerName: customer.name,
    shirt: {
      ...shirt,
      lastClaimDay: shirt.lastClaimDay ? formatDay(shirt.lastClaimDay) : null,
    },
    maxPhotoMb: MAX_PHOTO_BYTES / 1024 / 1024,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  // Up to 31 MB of photos: read only once the shirt is his, open to a claim, and within the limit.
  const admitted = await admitClaimUpload(customer, params.unitId);
  if (!admitted.ok) return refusalResponse<SubmissionResult<string[]>>(admitted);
  const form = await readForm(request, { fileFields: ["photos"], limitBytes: FIT_CLAIM_BODY_LIMIT_BYTES });
  // The shirt is the one of the address, whatever the form says.
  form.set("unitId", params.unitId);
  const submission = parseWithZod(form, { schema: fitClaimSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const outcome = await fileClaim(customer, submission.payload, form.getAll("photos"));
  if (!outcome.ok) return refusalResponse(outcome, { submission });
  return redirect(`/history-order?claimed=${params.unitId}#shirt-${params.unitId}`);
}

export default function FitClaimPage({
  loaderData: { customerName, shirt, maxPhotoMb },
  actionData,
}: Route.ComponentProps) {
  const [form, fields] = useShopForm({ id: "fit-claim", schema: fitClaimSchema, lastResult: actionData?.result });
  const corrections = fields.corrections.getFieldset();
  const sending = useIsPending();
  const photoError = actionData?.result?.error?.photos?.[0];
  return (
    <AccountLayout customerName={customerName} title="Report a fit problem">
      <div className="grid gap-6">
        <p>
          <Link
            to="/history-order"
            className="inline-flex items-center gap-1 text-sm font-semibold text-navy underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> Back to your orders
          </Link>
        </p>
        <section
          aria-labelledby="claim-shirt"
          className="grid grid-cols-[80px_minmax(0,1fr)] gap-4 border border-line bg-white p-5"
        >
          <ShirtPreview
            look={shirt.look}
            view="front"
            className="aspect-square w-full border border-line bg-linen/50 p-1.5"
          />
          <div>
            <h2 id="claim-shirt" className="text-2xl">
              {shirt.name}
            </h2>
            <p className="text-sm text-ink-soft">
              Order {shirt.orderNumber} · shirt {shirt.unitLabel}
            </p>
            {shirt.lastClaimDay && !shirt.blocked ? (
              <p className="mt-2 text-sm">Under our perfect fit guarantee until {shirt.lastClaimDay}.</p>
            ) : null}
          </div>
        </section>

        {shirt.blocked ? (
          <div className="border border-line bg-white p-5">
            <p>{shirt.blocked}</p>
            <Link to="/contact" className={`${buttonStyles.secondary} mt-4`}>
              Contact us
            </Link>
          </div>
        ) : (
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            className="grid gap-6 border border-line bg-white p-5"
          >
            <div>
              <h2 className="text-2xl">What should change?</h2>
              <p className="mt-1 text-sm text-ink-soft">
                For each measurement that does not fit, say what is wrong and by how many centimetres, measured on you
                wearing the shirt. Leave the others as they are. The ordered value is the shirt's finished measurement.
              </p>
            </div>
            {/* The schema checks the shirt in the browser too: without it, every claim was stopped there, silently. */}
            <input type="hidden" name="unitId" value={shirt.unitId} />
            {/* Refused before the form was read (too many tries, or no longer open to a claim): no field to blame. */}
            <FormAlert
              id={form.errorId}
              errors={form.errors ?? (actionData?.refusal?.message ? [actionData.refusal.message] : undefined)}
            />
            <div className="grid gap-4 md:grid-cols-2">
              {shirt.points.map(({ point, label, orderedCm, words, maxCm }) => {
                const answer = corrections[point].getFieldset();
                const cmError = answer.cm.errors?.[0];
                return (
                  <fieldset key={point} className="border border-line p-4">
                    <legend className="px-1 font-semibold">
                      {label} <span className="font-normal text-ink-soft">· ordered {orderedCm} cm</span>
                    </legend>
                    <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
                      <Field id={answer.problem.id} label="What is wrong" error={answer.problem.errors?.[0]}>
                        <select {...getSelectProps(answer.problem)} className={inputStyles}>
                          <option value="">Fits well</option>
                          <option value="larger">{capitalise(words.larger)}</option>
                          <option value="smaller">{capitalise(words.smaller)}</option>
                        </select>
                      </Field>
                      <div>
                        <label htmlFor={answer.cm.id} className={labelStyles}>
                          By (cm)
                        </label>
                        <input
                          id={answer.cm.id}
                          name={answer.cm.name}
                          defaultValue={answer.cm.initialValue as string | undefined}
                          type="number"
                          inputMode="decimal"
                          min={CORRECTION_STEP_CM}
                          max={maxCm}
                          step={CORRECTION_STEP_CM}
                          aria-invalid={cmError ? true : undefined}
                          aria-describedby={cmError ? `${answer.cm.id}-error` : `${answer.cm.id}-hint`}
                          className={inputStyles}
                        />
                      </div>
                    </div>
                    <p id={`${answer.cm.id}-hint`} className={cmError ? "sr-only" : "mt-1 text-xs text-ink-soft"}>
                      Up to {maxCm} cm.
                    </p>
                    <FieldMessage id={`${answer.cm.id}-error`} error={cmError} />
                  </fieldset>
                );
              })}
            </div>
            <Field id={fields.comment.id} label="Anything else we should know" error={fields.comment.errors?.[0]}>
              <textarea {...getTextareaProps(fields.comment)} rows={4} className={inputStyles} />
            </Field>
            <Field
              id="fit-claim-photos"
              label={`Photos (up to ${MAX_CLAIM_PHOTOS})`}
              hint={`JPEG or PNG, at most ${maxPhotoMb} MB each: the shirt worn, front and side, shows us the fit best.`}
              error={photoError}
            >
              <input
                id="fit-claim-photos"
                name="photos"
                type="file"
                multiple
                accept="image/jpeg,image/png"
                aria-invalid={photoError ? true : undefined}
                aria-describedby={photoError ? "fit-claim-photos-error" : "fit-claim-photos-hint"}
                className="block w-full text-sm file:mr-3 file:rounded-sm file:border file:border-navy file:bg-white file:px-4 file:py-2 file:font-semibold file:text-navy"
              />
            </Field>
            <div>
              <button type="submit" className={buttonStyles.primary} disabled={sending}>
                {sending ? "Sending…" : "Send my claim"}
              </button>
            </div>
          </Form>
        )}
      </div>
    </AccountLayout>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
