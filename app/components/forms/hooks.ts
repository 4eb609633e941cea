import { type FormEvent, useRef, useState } from "react";
import { type Navigation, useNavigation } from "react-router";

/**
 * What carries a form to the server: the page's navigation, or the fetcher of a form that
 * posts without leaving the page (`useFetcher()` gives one).
 */
export type Carrier = Pick<Navigation, "state" | "formMethod" | "formAction" | "formData">;

/**
 * Whether a form of this page is on its way (posted, not a GET form such as a search or a
 * filter): any, or only the one posting to `action`, carrying `intent` and the `values` given
 * (`null`: a field the form does not send), so that the page's several forms each show their
 * own spinner. `fetcher`: the form posts with this fetcher instead of the page's navigation.
 */
export function useIsPending({
  action,
  intent,
  values = {},
  fetcher,
}: {
  action?: string;
  intent?: string;
  values?: Record<string, string | null>;
  fetcher?: Carrier;
} = {}): boolean {
  const navigation = useNavigation();
  const { state, formMethod, formAction, formData } = fetcher ?? navigation;
  if (state === "idle" || !formMethod || formMethod.toUpperCase() === "GET") return false;
  if (action !== undefined && formAction !== action) return false;
  const expected = intent === undefined ? values : { ...values, intent };
  return Object.entries(expected).every(([name, value]) => (formData?.get(name) ?? null) === value);
}

/**
 * A form checked by hand in the browser before it goes (a rule that no schema of the form
 * holds, such as "a size is chosen"): `check` returns the problems found, or null. Problems
 * stop the submission and move the focus to the alert that shows them (`alertRef`);
 * the server checks the same rule again for a browser without JavaScript.
 */
export function useSubmitCheck<Problems>(check: (form: FormData) => Problems | null) {
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [problems, setProblems] = useState<Problems | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = check(new FormData(event.currentTarget));
    setProblems(found);
    if (found === null) return;
    event.preventDefault();
    requestAnimationFrame(() => alertRef.current?.focus());
  }
  return { problems, setProblems, alertRef, onSubmit };
}
