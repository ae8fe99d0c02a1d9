import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, readNamed, type Items, type Reader } from "~/server/db.server";
import { failedName, failedStatement } from "~/server/failures.server";

// Statements are built, never sent: the reader below stands in for the database.
const db = createDb("http://127.0.0.1:9");
const statement = (tag: string) => db.all<{ tag: string }>(sql`select ${tag} as tag`);
const tagOf = (item: Items[number]) => (item as unknown as { getQuery(): { params: unknown[] } }).getQuery().params[0];

/** A reader that answers each statement with its own tag, and records the order it was sent in. */
function echo(failAt?: number) {
  const sent: unknown[] = [];
  const read = (async (items: Items) => {
    sent.push(...items.map(tagOf));
    if (failAt !== undefined) throw Object.assign(new Error("refused"), { statementIndex: failAt });
    return items.map((item) => [{ tag: tagOf(item) }]);
  }) as Reader;
  return { read, sent };
}

describe("a named batch", () => {
  it("sends the statements in the order they were written, groups and lists flattened in place", async () => {
    const { read, sent } = echo();
    const rows = await readNamed(read, {
      first: statement("a"),
      group: { inner: statement("b"), other: statement("c") },
      list: [statement("d"), statement("e")],
      empty: [],
      last: statement("f"),
    });
    expect(sent).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(rows).toEqual({
      first: [{ tag: "a" }],
      group: { inner: [{ tag: "b" }], other: [{ tag: "c" }] },
      list: [[{ tag: "d" }], [{ tag: "e" }]],
      empty: [],
      last: [{ tag: "f" }],
    });
  });

  it("names the statement the database refused, inside its group", async () => {
    const { read } = echo(2);
    const error = await readNamed(read, { first: statement("a"), after: { answers: statement("b"), shown: statement("c") } }).catch(
      (thrown: unknown) => thrown,
    );
    expect(failedName(error)).toBe("after.shown");
    expect(failedStatement(error)).toBe(2);
  });

  it("names nothing when the failure is outside its statements (the viewer's lookup, or no batch at all)", async () => {
    const { read } = echo(-1);
    const error = await readNamed(read, { first: statement("a") }).catch((thrown: unknown) => thrown);
    expect(failedName(error)).toBeNull();
    expect(failedStatement(error)).toBe(-1);
  });
});
