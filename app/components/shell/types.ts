import { categoryLink } from "~/modules/catalog/gallery";
import type { ShellData } from "~/modules/pages/shell.server";

export type NavLink = { label: string; to: string };

export function shirtMenuLinks(categories: ShellData["categories"]): NavLink[] {
  return [
    { label: "Create your custom shirt", to: "/men-shirts" },
    { label: "New arrivals", to: "/men-shirts?id=new" },
    ...categories.map(categoryLink),
  ];
}

export const ABOUT_LINKS: NavLink[] = [
  { label: "Our story", to: "/made-to-measure-online-shirt" },
  { label: "Perfect fit guarantee", to: "/perfect-fit-guarantee" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/contact" },
];

export const GUIDE_LINKS: NavLink[] = [
  { label: "Custom shirt options", to: "/custom-shirts-options" },
  { label: "Design your own shirt", to: "/design-your-own-shirt" },
  { label: "Measure a shirt you own", to: "/take-measurements-shirts-on-the-shirt" },
  { label: "Size charts", to: "/sizing-guides" },
  { label: "Style advice", to: "/style-device" },
  { label: "Perfect fit guarantee", to: "/perfect-fit-guarantee" },
];

export function styleMenuLinks(styleLinks: ShellData["styleLinks"]): NavLink[] {
  return [
    ...styleLinks.map((link) => ({ label: link.name, to: `/style/${link.url}` })),
    { label: "Style advice", to: "/style-device" },
  ];
}
