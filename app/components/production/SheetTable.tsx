import type { ReactNode } from "react";

/** A table of a printed sheet or slip: its column headings, then its rows (`sheet-table` sets how it prints). */
export function SheetTable({
  columns,
  className,
  children,
}: {
  columns: string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={className ? `sheet-table ${className}` : "sheet-table"}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
