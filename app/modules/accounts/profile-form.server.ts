import { parseWithZod } from "@conform-to/zod/v4";
import { INVALID_FORM } from "~/infra/refusal";
import { type Customer, listCountries, saveProfile } from "./accounts.server";
import { profileSchema } from "./forms";

/**
 * The profile form of /account and /adresse (one form, each screen with its own wording),
 * parsed against the shop's countries and saved. Answers the submission, for the form's
 * messages, and the save's outcome (INVALID_FORM when the form itself was refused).
 */
export async function saveProfileForm(customer: Customer, screen: "account" | "address", formData: FormData) {
  const countries = await listCountries();
  const schema = profileSchema(
    screen,
    countries.map((country) => country.id),
  );
  const submission = parseWithZod(formData, { schema });
  const outcome = submission.status === "success" ? await saveProfile(customer, submission.value) : INVALID_FORM;
  return { submission, outcome };
}
