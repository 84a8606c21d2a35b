import { validationError } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";

/**
 * Newest-first pages over rows whose ids are time-ordered (UUID v7): the
 * cursor is the last id a page showed, so the next page reads the ids below
 * it. Every list of the API and the portal pages this way.
 */
export interface NewestFirstPage<Item> {
  items: Item[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
}

const encodeCursor = (id: string) => Buffer.from(id, "utf8").toString("base64url");

/** The id a cursor names; a cursor this service did not issue is refused as a bad query parameter. */
export function idBeforeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const id = Buffer.from(cursor, "base64url").toString("utf8");
  if (!isUuid(id)) throw validationError([{ path: "cursor", message: "is not a cursor this API issued" }], "Invalid query");
  return id;
}

/**
 * One page of `limit` rows after `cursor`. `readRows` is given the id to read
 * below (none for the first page) and how many rows to read: one more than
 * the page, which tells whether another page follows.
 */
export async function newestFirstPage<Row extends { id: string }, Item>({
  cursor,
  limit,
  readRows,
  present,
}: {
  cursor: string | undefined;
  limit: number;
  readRows: (before: string | undefined, take: number) => Promise<Row[]>;
  present: (row: Row) => Item;
}): Promise<NewestFirstPage<Item>> {
  const rows = await readRows(idBeforeCursor(cursor), limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(present), next_cursor: rows.length > limit && last ? encodeCursor(last.id) : null };
}
