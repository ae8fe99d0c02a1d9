import type { ReactNode } from "react";

/**
 * A titled section with a table (named by its caption for assistive technology), or a line of text
 * when it has no rows. A header given as null is an unlabelled actions column.
 */
export function TableSection({
  id,
  title,
  headers,
  rows,
  empty,
  count,
  stackOnPhone = false,
}: {
  id: string;
  title: string;
  headers: (string | null)[];
  rows: ReactNode[];
  empty: ReactNode;
  count?: number;
  /** On a phone the rows become cards (each cell labels itself), so nothing scrolls sideways. */
  stackOnPhone?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold">
        {title} {count !== undefined && <span className="text-slate-500">({count})</span>}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <div className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          {/* Positioned, so that visually hidden header text scrolls with the table instead of widening the page. */}
          <table className={`w-full text-left text-sm ${stackOnPhone ? "max-md:block" : ""}`}>
            <caption className="sr-only">{title}</caption>
            <thead className={`bg-slate-50 text-slate-700 ${stackOnPhone ? "max-md:sr-only" : ""}`}>
              <tr>
                {headers.map((header, index) => (
                  <th key={header ?? `col-${index}`} scope="col" className="p-3">
                    {header ?? <span className="sr-only">Acciones</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={stackOnPhone ? "max-md:block" : undefined}>{rows}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A cell's header, shown inside the cell when the table is a list of cards (a phone). */
export const CellLabel = ({ children }: { children: string }) => (
  <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500 md:hidden">{children}</span>
);

/** A cell of a table that stacks on a phone: its header shown inside it there. */
export function LabelledCell({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`p-3 max-md:block ${className}`}>
      <CellLabel>{label}</CellLabel>
      {children}
    </td>
  );
}
