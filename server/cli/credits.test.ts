// `treatise credits grant|show`: operators add credits as ledger rows with a note, and read an account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, ledgerSum, recentEntries } from "../billing/ledger";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { buildUser } from "../test/factories";
import { runOperatorCommand } from "./operator";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe("treatise credits", () => {
  it("grants dollars as an operator_grant row with its note, each grant once, and shows the account", async () => {
    const owner = await buildUser(t.database.db, { email: "grant-me@example.com" });
    const first = await runOperatorCommand(
      ["credits", "grant", "Grant-Me@Example.com", "12.5", "--note", "refund for a failed paper"],
      t.database,
    );
    expect(first).toEqual({
      code: 0,
      out: 'Granted $12.50 to grant-me@example.com ("refund for a failed paper"). Balance: $12.50.',
    });
    await runOperatorCommand(
      ["credits", "grant", "grant-me@example.com", "0.05", "--note", "goodwill"],
      t.database,
    );
    expect(await balanceOf({ db: t.database.db, userId: owner.id })).toBe(1_255);
    expect(await ledgerSum({ db: t.database.db, userId: owner.id })).toBe(1_255);
    const [latest] = await recentEntries({ db: t.database.db, userId: owner.id, limit: 1 });
    expect(latest).toMatchObject({
      kind: "operator_grant",
      amountCents: 5,
      note: "goodwill",
      source: "operator",
    });

    const shown = await runOperatorCommand(["credits", "show", "grant-me@example.com"], t.database);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain("balance:          $12.55");
    expect(shown.out).toMatch(/operator_grant\s+\$12\.50\s+→ \$12\.50\s+"refund for a failed paper"/);
  });

  it("refuses bad amounts, a missing note and unknown accounts", async () => {
    await buildUser(t.database.db, { email: "someone@example.com" });
    for (const amount of ["0", "-5", "1.234", "ten", "100000.01"]) {
      const result = await runOperatorCommand(
        ["credits", "grant", "someone@example.com", amount, "--note", "x"],
        t.database,
      );
      expect(result.code, amount).toBe(2);
    }
    expect(
      (await runOperatorCommand(["credits", "grant", "someone@example.com", "5"], t.database)).code,
    ).toBe(2);
    const missing = await runOperatorCommand(
      ["credits", "grant", "nobody@example.com", "5", "--note", "x"],
      t.database,
    );
    expect(missing).toEqual({ code: 1, err: "No account with the email nobody@example.com." });
    expect((await runOperatorCommand(["credits", "show", "nobody@example.com"], t.database)).code).toBe(1);
  });
});
