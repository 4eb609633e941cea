import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table: one line per route of the spec (spec 000 and 001, section 2). */
export default [
  index("routes/home.tsx"),
  route("made-to-measure-online-shirt", "routes/about.tsx"),
  route("about-us", "routes/about.tsx", { id: "about-us" }),
  route("legal-notice", "routes/legal-notice.tsx"),
  route("confirm-compte", "routes/confirm-compte.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("custom-shirts-options", "routes/custom-shirts-options.tsx"),
  route("design-your-own-shirt", "routes/design-your-own-shirt.tsx"),
  route("take-measurements-shirts-on-the-shirt", "routes/take-measurements-shirts-on-the-shirt.tsx"),
  route("sizing-guides", "routes/sizing-guides.tsx"),
  route("perfect-fit-guarantee", "routes/perfect-fit-guarantee.tsx"),
  route("style-device", "routes/style-device.tsx"),
  route("style/:url", "routes/article.tsx"),
  route("blog/:url", "routes/article.tsx", { id: "blog-article" }),
  route("404-html", "routes/not-found.tsx"),
  // Resource routes: form posts of the shell.
  route("currency", "routes/currency.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("*", "routes/not-found.tsx", { id: "unknown-path" }),
] satisfies RouteConfig;
