/** Label and value rows, e.g. a shirt's options or a size's measures (cart details, order history). */
export function LabelledValues({
  rows,
  className = "",
}: {
  rows: readonly { label: string; value: string }[];
  className?: string;
}) {
  return (
    <dl className={`grid content-start gap-1 ${className}`}>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 border-b border-line/60 pb-1">
          <dt className="text-ink-soft">{row.label}</dt>
          <dd className="text-right">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
