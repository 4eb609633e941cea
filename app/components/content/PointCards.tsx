import { LinkedText } from "./LinkedText";

/** A guide's titled paragraphs (a promise, what is good to know) as cards under a brass rule, three to a row. */
export function PointCards({ points }: { points: readonly { title: string; text: string }[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {points.map((point) => (
        <li key={point.title} className="border-t-2 border-brass bg-white p-5">
          <h3 className="text-xl">{point.title}</h3>
          <p className="mt-2 text-sm text-ink-soft">
            <LinkedText text={point.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
