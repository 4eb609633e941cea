import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { mailsIn } from "../mail-files";
import { dataDir } from "./fixtures";

/*
 * Customers for the account journeys. The shop's embedded database belongs to the server
 * process, so a customer is created through the shop's own registration: the captcha
 * challenge is fetched and solved here, as the widget would, and the form is posted.
 */

export type TestCustomer = { name: string; email: string; password: string };

let counter = 0;

/** A customer nobody has registered yet (unique across workers and runs). */
export function newCustomer(name = "Marco Rossi"): TestCustomer {
  counter++;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { name, email: `customer-${id}@example.com`, password: "tailored-shirt-1" };
}

/** A solved captcha, as the registration form's `altcha` field carries it. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get("/captcha")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Registers a customer (without the browser) and returns them. */
export async function registerCustomer(request: APIRequestContext, customer = newCustomer()) {
  const response = await request.post("/register", {
    form: { ...customer, altcha: await solvedCaptcha(request) },
    maxRedirects: 0,
  });
  expect(response.status(), "registration redirects to /confirm-compte").toBe(302);
  expect(response.headers().location).toBe("/confirm-compte");
  return customer;
}

/** Signs in through the form, as a customer would. */
export async function signIn(page: Page, customer: TestCustomer, path = "/login") {
  await page.goto(path);
  await page.getByRole("textbox", { name: "E-mail" }).fill(customer.email);
  await page.getByLabel(/^Password\b/).fill(customer.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** A registered customer, signed in on `page`, on /account. */
export async function signedInCustomer(page: Page, name?: string) {
  const customer = await registerCustomer(page.request, newCustomer(name));
  await signIn(page, customer);
  await expect(page).toHaveURL("/account");
  return customer;
}

/**
 * The latest link to `linkPath` (e.g. `/reset-password`) in the mails to `email`, read from the
 * .eml files the mail worker writes in the data directory.
 */
export async function latestLinkInMail(email: string, linkPath: string): Promise<string | null> {
  const pattern = new RegExp(`https?://[^\\s]+${linkPath.replace(/[/.]/g, "\\$&")}\\?token=[\\w-]+`);
  const links = (await mailsIn(path.join(dataDir(), "mail"), email)).flatMap((mail) => pattern.exec(mail)?.[0] ?? []);
  return links.at(-1) ?? null;
}

/** The password-reset link of the latest mail to `email`. */
export function resetLinkFor(email: string): Promise<string | null> {
  return latestLinkInMail(email, "/reset-password");
}

/**
 * Waits for a reset mail to `email` (a newer one than the link `previous`, when given) and
 * returns its link as a path on the shop.
 */
export async function waitForResetLink(email: string, previous: string | null = null): Promise<string> {
  await expect.poll(async () => ((await resetLinkFor(email)) ?? previous) !== previous, { timeout: 15_000 }).toBe(true);
  const link = new URL((await resetLinkFor(email))!);
  return `${link.pathname}${link.search}`;
}

/** Fills an address block of the profile and address forms (the billing block once shown). */
export async function fillAddress(page: Page, block: "Shipping address" | "Billing address", city: string) {
  const scope =
    block === "Shipping address" ? page.getByRole("group", { name: block }) : page.locator("[data-billing]");
  await scope.getByRole("textbox", { name: "First name" }).fill("Marco");
  await scope.getByRole("textbox", { name: "Last name" }).fill("Rossi");
  await scope.getByRole("textbox", { name: "Address", exact: true }).fill("12 Via Roma");
  await scope.getByRole("textbox", { name: "City" }).fill(city);
  await scope.getByRole("textbox", { name: "Postcode" }).fill("20121");
  await scope.getByRole("combobox", { name: "Country" }).selectOption({ label: "Italy" });
}
