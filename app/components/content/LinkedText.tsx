import { Link } from "react-router";
import { splitLinks } from "~/modules/content/linked-text";

/** A guide page's paragraph: its words, and its `[label](/path)` links as links to the shop's pages. */
export function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    "to" in part ? (
      // The parts of one paragraph never move: their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Link key={index} to={part.to} className="text-navy underline underline-offset-2 hover:text-brass">
        {part.label}
      </Link>
    ) : (
      part.text
    ),
  );
}
