import type { ComponentType, ReactNode } from "react";

/*
 * The results of a back-office list: a table with its column heads (or cards where the
 * columns would not fit), and the word for a list with nothing in it.
 */

/** What a list says when nothing is in it, or nothing matches its filters. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="border border-line bg-white p-6 text-ink-soft">{children}</p>;
}

/**
 * A table's column: its heading, set right for figures (`numeric`), or read only by screen
 * readers (`hidden`, a column whose cells speak for themselves, such as a swatch).
 */
export type Column = string | { name: string; numeric?: boolean; hidden?: boolean; className?: string };

/** A column of figures, set right so that they line up. */
export const numeric = (name: string): Column => ({ name, numeric: true });

/** The back office's look for a list's heads: small capitals on linen. */
const LIST_HEADS = "bg-linen text-left text-xs tracking-wide text-ink-soft uppercase";

/**
 * A table's row of column heads. `className` styles the row, `cellClassName` each head; both
 * default to the lists' look.
 */
export function ColumnHeads({
  columns,
  className = LIST_HEADS,
  cellClassName = "px-3 py-2",
}: {
  columns: readonly Column[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead>
      <tr className={className}>
        {columns.map((column) => {
          const {
            name,
            numeric: figures,
            hidden,
            className: own,
          } = typeof column === "string" ? { name: column } : column;
          return (
            <th
              key={name}
              scope="col"
              className={[cellClassName, figures ? "text-right" : "", own ?? ""].filter(Boolean).join(" ")}
            >
              {hidden ? <span className="sr-only">{name}</span> : name}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * A list as a table: its caption for screen readers (what it lists, which page), its column
 * heads and its rows (`children`, the table's `<tr>`s).
 */
export function ListTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  className: string;
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <ColumnHeads columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** A list screen's table, declared once: what it lists, its columns, its word for no result. */
export type ListLayout = { name: string; columns: readonly Column[]; empty: string };

/**
 * A page of a list's results: a table on a large screen, one `row` an item (a `<tr>`), and
 * below it, where the columns would not fit, one `card` an item (an `<li>`); the layout's word
 * when there is no item.
 */
export function TableOrCards<Item extends { id: number | string }>({
  layout,
  page,
  items,
  row: Row,
  card: Card,
}: {
  layout: ListLayout;
  page: number;
  items: readonly Item[];
  row: ComponentType<{ item: Item }>;
  card: ComponentType<{ item: Item }>;
}) {
  if (items.length === 0) return <EmptyList>{layout.empty}</EmptyList>;
  return (
    <>
      <ListTable
        caption={`${layout.name}, page ${page}`}
        columns={layout.columns}
        className="hidden w-full border border-line bg-white text-sm lg:table"
      >
        {items.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </ListTable>
      <ul className="grid gap-2 lg:hidden">
        {items.map((item) => (
          <Card key={item.id} item={item} />
        ))}
      </ul>
    </>
  );
}
