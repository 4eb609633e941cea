/**
 * A guide page's table of contents: a link to each section, and under it, from the medium
 * breakpoint up, to the section's items. Chips on a phone, a list in a side column beside the
 * sections on a wider screen.
 */
export function GuideContents({
  title,
  entries,
}: {
  /** The caption that names the table. */
  title: string;
  entries: readonly { id: string; title: string; items?: readonly { id: string; name: string }[] }[];
}) {
  return (
    <nav aria-labelledby="contents-title" className="md:sticky md:top-8 md:self-start">
      <p id="contents-title" className="text-xs font-semibold uppercase tracking-[0.16em] text-ink-soft">
        {title}
      </p>
      <ol className="mt-3 flex flex-wrap gap-2 text-sm md:grid">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded-sm border border-line bg-white px-3 py-1.5 text-ink hover:border-navy hover:text-navy md:border-0 md:bg-transparent md:p-0 md:font-medium"
            >
              {entry.title}
            </a>
            {entry.items ? (
              <ul className="mt-2 hidden gap-1.5 border-l border-line pl-3 md:grid">
                {entry.items.map((item) => (
                  <li key={item.id}>
                    <a href={`#${item.id}`} className="text-ink-soft hover:text-navy">
                      {item.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
