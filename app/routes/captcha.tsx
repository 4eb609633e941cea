import { data } from "react-router";
import { createRateLimit, retryAfterHeaders } from "~/infra/rate-limit.server";
import { createCaptchaChallenge } from "~/modules/accounts/captcha.server";
import type { Route } from "./+types/captcha";

// Each challenge costs a key derivation: plenty for people, not a free CPU for anyone else.
const limitChallenges = createRateLimit({ name: "captcha", points: 30, durationSeconds: 60 });

/** A new captcha challenge for the registration form's widget; never cached. */
export async function loader({ context }: Route.LoaderArgs) {
  const limited = await limitChallenges(context.clientIp);
  if (limited) return data({ error: limited.message }, { status: 429, headers: retryAfterHeaders(limited) });
  return Response.json(await createCaptchaChallenge(), { headers: { "Cache-Control": "no-store" } });
}
