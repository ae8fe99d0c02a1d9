import { describe, expect, it } from "vitest";
import type { Client } from "@libsql/client/web";
import { isBusy, retryingWhenBusy } from "~/server/db.server";

/** A client whose first answers are the database's "locked" refusal, as sqld gives it under contention. */
function lockedFor(
  times: number,
  error: Error = Object.assign(new Error("SQLITE_BUSY: SQLite error: database is locked"), { code: "SQLITE_BUSY" }),
) {
  let calls = 0;
  const answer = async () => {
    calls++;
    if (calls <= times) throw error;
    return { rows: [] };
  };
  const client = { execute: answer, batch: answer } as unknown as Client;
  return { client: retryingWhenBusy(client), calls: () => calls };
}

describe("a locked database", () => {
  it("is tried again until it answers", async () => {
    const locked = lockedFor(3);
    await expect(locked.client.batch([])).resolves.toEqual({ rows: [] });
    expect(locked.calls()).toBe(4);
  });

  it("gives up after six tries, and never retries other errors", async () => {
    const always = lockedFor(100);
    await expect(always.client.execute("select 1")).rejects.toThrow(/database is locked/);
    expect(always.calls()).toBe(6);
    const other = lockedFor(100, new Error("UNIQUE constraint failed: profiles.dni"));
    await expect(other.client.execute("select 1")).rejects.toThrow(/UNIQUE/);
    expect(other.calls()).toBe(1);
    expect(isBusy({ message: "x", cause: "ResponseError: SQLite error: database is locked" })).toBe(true);
    expect(isBusy(new Error("SERVER_ERROR: Server returned HTTP status 429"))).toBe(true);
    expect(isBusy(new Error("SERVER_ERROR: Server returned HTTP status 500"))).toBe(false);
  });
});
