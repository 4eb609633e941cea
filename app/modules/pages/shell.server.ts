import { getGreetedCustomer } from "~/modules/accounts/accounts.server";
import { cartOwner, getCartSummary } from "~/modules/cart/cart.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { listArticles } from "~/modules/content/content.server";
import { shouldShowNewsletterPopup } from "~/modules/content/newsletter.server";
import { listCurrencies, pickDisplayCurrency } from "~/modules/money/currency.server";
import { readContactDetails } from "~/modules/settings/settings.server";
import { readSizeDraft } from "~/modules/sizing/size-draft.server";
import type { Visitor } from "./visitor";

/*
 * What every page's shell shows (the root loader): menus from the catalogue and the content,
 * the currencies, the customer service's addresses, the newsletter popup, and the visitor's
 * part: the customer's name and the cart's summary.
 */

/**
 * The shell's only personal part, read for the root loader and, before rendering, by the page
 * cache (server/page-cache.ts, docs/decisions/025), which splices it into a page shared by
 * every visitor. `json` is what the root loader sends: the page cache finds it in the page by
 * its exact text. `personal`: rendered for a customer, or for a visitor with a cart token or a
 * size in progress, the page may show their name, cart, design or size, so no cache may keep
 * it (the next person at this browser could bring it back with the back button).
 */
export async function loadVisitor(request: Request) {
  const [currencies, customer, sizeInProgress] = await Promise.all([
    listCurrencies(),
    getGreetedCustomer(request),
    readSizeDraft(request),
  ]);
  const currency = await pickDisplayCurrency(request, currencies);
  const owner = await cartOwner(request, customer);
  const visitor: Visitor = {
    // The header's account menu greets the customer by name; nothing else of the account is sent.
    customer: customer ? { name: customer.name } : null,
    /** The header's cart dropdown: the number of shirts, the lines and the total. */
    cart: await getCartSummary(owner, currency),
  };
  return {
    json: JSON.stringify(visitor),
    personal: customer !== null || owner.token !== null || Object.keys(sizeInProgress).length > 0,
    hasCartToken: owner.token !== null,
  };
}

/** The shell's data, and whether the page is personal (see loadVisitor). */
export async function loadShell(request: Request) {
  const [categories, styleLinks, blogLinks, currencies, contact, showNewsletter, visitor] = await Promise.all([
    listCategories(),
    listArticles("style"),
    listArticles("blog"),
    listCurrencies(),
    readContactDetails(),
    shouldShowNewsletterPopup(request),
    loadVisitor(request),
  ]);
  const currency = await pickDisplayCurrency(request, currencies);
  const shell = {
    categories,
    styleLinks: styleLinks.map(({ url, name }) => ({ url, name })),
    blogLinks: blogLinks.map(({ url, name }) => ({ url, name })),
    currencies: currencies.map(({ code, symbol, name }) => ({ code, symbol, name })),
    currency: { code: currency.code, symbol: currency.symbol, rate: currency.rate },
    /** The footer's customer service e-mail and telephone (the shop's settings). */
    contact: { email: contact.contactEmail, phone: contact.contactPhone },
    showNewsletter,
    /** The visitor's part as JSON text (a Visitor): the one value the page cache replaces. */
    visitor: visitor.json,
  };
  return { shell, personal: visitor.personal };
}

/** What the root loader gives the shell on every page. */
export type ShellData = Awaited<ReturnType<typeof loadShell>>["shell"];
