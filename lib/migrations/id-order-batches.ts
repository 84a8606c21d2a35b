/**
 * A table walked in id order a batch at a time, for the migrations' data
 * steps: `page` is asked for the rows after the last id of the batch before
 * ("" at first), at most `limit` of them, until it returns none. No batch
 * holds the whole table, and rows a step writes behind it are not read again.
 */
export async function* idOrderBatches<Row extends { id: string }>(page: (after: string, limit: number) => Promise<Row[]>, limit: number): AsyncGenerator<Row[]> {
  let after = "";
  for (;;) {
    const rows = await page(after, limit);
    const last = rows.at(-1);
    if (!last) return;
    yield rows;
    after = last.id;
  }
}
