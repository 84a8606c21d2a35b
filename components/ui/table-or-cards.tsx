import { Fragment, type ReactNode } from "react";
import { Table, TableHead } from "./table";

/**
 * A list's rows as a table from the `sm` breakpoint up and, below it, as a
 * list of cards, so that a phone shows each row's status, amount and actions
 * without scrolling sideways. Both are rendered and CSS shows one: the server
 * does not know the screen's width, and `display: none` keeps the other out of
 * the accessibility tree, so the two share the caption as their name.
 */
export function TableOrCards<Item>({ caption, tableClassName, items, keyOf, head, row, card }: {
  caption: string;
  /** The table's own `min-w-*`, below which it scrolls inside its box (as `Table`'s `className`). */
  tableClassName?: string;
  items: Item[];
  keyOf: (item: Item) => string;
  /** The table's column headers (`Th`s). */
  head: ReactNode;
  /** One item's table row or rows. */
  row: (item: Item) => ReactNode;
  /** One item's card: its content, inside the list item. */
  card: (item: Item) => ReactNode;
}) {
  return (
    <>
      <ul aria-label={caption} className="space-y-3 sm:hidden">
        {items.map((item) => (
          <li key={keyOf(item)} className="rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm">
            {card(item)}
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table caption={caption} className={tableClassName}>
          <TableHead>{head}</TableHead>
          <tbody>
            {items.map((item) => (
              <Fragment key={keyOf(item)}>{row(item)}</Fragment>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}

/** A card's first line: what the row is (usually its link) and, at the other end, its status. */
export function CardTitle({ children, status }: { children: ReactNode; status: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0 break-words font-medium text-slate-900">{children}</div>
      <div className="shrink-0">{status}</div>
    </div>
  );
}

/** A card's figures, two to a line. */
export function CardFields({ children }: { children: ReactNode }) {
  return <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">{children}</dl>;
}

/** One labelled figure of a card; `wide` takes the whole line (an address, a long id). */
export function CardField({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** A card's buttons, below its figures. */
export function CardActions({ children }: { children: ReactNode }) {
  return <div className="mt-3 flex flex-wrap gap-2">{children}</div>;
}
