/*
 * Loads the captcha widget in the browser. The "external" build has no inline workers or
 * styles, so the Content-Security-Policy needs no exception: the proof-of-work worker is a
 * file of our own build and the styles are linked by the registration page.
 */
import "altcha/external";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
