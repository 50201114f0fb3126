import { describe, expect, it } from "vitest";
import {
  kindDefinedBy,
  kindHead,
  kindHeadOf,
  kindIn,
  kindKey,
  kindLeads,
  kindMention,
  namedKinds,
} from "./kinds";

const query = "Which kinds of indexes does SQLite provide and when should each be used?";
const head = kindHeadOf(query, "en");
if (!head) throw new Error("a kinds question has a head");

describe("kindHeadOf", () => {
  it("reads the thing whose kinds are asked for, not its owner nor the category word", () => {
    expect(head).toMatchObject({ plural: "indexes", term: "index" });
    expect(head.owner.has("sqlite")).toBe(true);
    expect(kindHead("index types in PostgreSQL", new Set(["type"]), "en")?.term).toBe("index");
  });

  it("is null for a question that does not ask for kinds", () => {
    expect(kindHeadOf("How does git bisect find the commit that introduced a bug?", "en")).toBeNull();
    expect(kindHeadOf("Which merge strategies does git merge offer?", "en")).toBeNull();
  });
});

describe("kindIn", () => {
  it.each([
    ["Partial Indexes", "Partial Indexes"],
    ["2. Creating Partial Indexes", "Partial Indexes"],
    ["3. Queries Using Partial Indexes", "Partial Indexes"],
    ["9. Covering Indexes", "Covering Indexes"],
    ["1.3. Descending Indexes", "Descending Indexes"],
    ["1.6. Multi-Column Indices", "Multi-Column Indices"],
    ["Indexes On Expressions", "Indexes On Expressions"],
    ["Clustered Indexes and the WITHOUT ROWID Optimization", "Clustered Indexes"],
    ["3.1. Creating An R*Tree Index", "R*Tree Index"],
  ])("%s names the kind %s", (title, kind) => {
    expect(kindIn(title, head, "en")).toBe(kind);
  });

  it.each([
    "CREATE INDEX",
    "8. Choosing Between Multiple Indexes",
    "1.3. Lookup By Index",
    "3.3. Partial Sorting Using An Index (a.k.a. Block Sorting)",
    "10.1. Partial ORDER BY via Index",
    "1.1. Tables Without Indices",
    "The SQLite Query Optimizer Overview",
    "SQLite Indexes",
  ])("%s names no kind", (title) => {
    expect(kindIn(title, head, "en")).toBeNull();
  });
});

describe("kindDefinedBy", () => {
  it("reads the kind a sentence says is one of the thing", () => {
    expect(
      kindDefinedBy("An R-Tree is a special index that is designed for doing range queries.", head, "en"),
    ).toBe("R-Tree indexes");
    expect(
      kindDefinedBy("A partial index is an index over a subset of the rows of a table.", head, "en"),
    ).toBe("partial index");
  });

  it("does not take a sentence that says something is another thing", () => {
    expect(kindDefinedBy("The shadow tables are ordinary SQLite data tables.", head, "en")).toBeNull();
    expect(
      kindDefinedBy("A WITHOUT ROWID table is a table that uses a Clustered Index.", head, "en"),
    ).toBeNull();
  });
});

describe("kindMention", () => {
  it("finds the kind's words right before the head, in any number, and not around other words", () => {
    const partial = kindMention("Partial Indexes", head, "en");
    expect(partial?.test("Create a partial index by adding a WHERE clause.")).toBe(true);
    expect(partial?.test("There are no partial indexes.")).toBe(true);
    expect(partial?.test("SQLite tries to do a partial sort using an index.")).toBe(false);
    expect(partial?.test("Automatic partial indexing is on.")).toBe(false);
    const rtree = kindMention("R*Tree Indexes", head, "en");
    expect(rtree?.test("Any valid query will work against an R*Tree index.")).toBe(true);
    expect(kindMention("Indexes on Expressions", head, "en")?.test("Use indexes on expressions.")).toBe(true);
    expect(kindMention("How It Works", head, "en")).toBeNull();
  });
});

describe("namedKinds", () => {
  it("finds each kind once, by a page's title, its opening or the headings of a page on no kind", () => {
    const kinds = namedKinds(
      [
        { url: "a", title: "Partial Indexes", openings: [], headings: ["2.1. Unique Partial Indexes"] },
        {
          url: "b",
          title: "The SQLite R*Tree Module",
          openings: ["An R-Tree is a special index that is designed for doing range queries."],
          headings: ["3.1. Creating An R*Tree Index"],
        },
        {
          url: "c",
          title: "The SQLite Query Optimizer Overview",
          openings: ["This document provides an overview of how the query planner works."],
          headings: ["9. Covering Indexes", "14. Automatic Indexes", "8. Choosing Between Multiple Indexes"],
        },
        { url: "d", title: "Query Planning", openings: [], headings: ["1.7. Covering Indexes"] },
      ],
      head,
      "en",
    );
    expect(kinds.map((k) => k.name)).toEqual([
      "Partial Indexes",
      "R-Tree Indexes",
      "Covering Indexes",
      "Automatic Indexes",
    ]);
    expect([...(kinds[1]?.pages ?? [])]).toEqual(["b"]);
    // The same kind under two pages' headings is one kind, with both headings.
    expect([...(kinds[2]?.headings ?? [])]).toEqual(["9. covering indexes", "1.7. covering indexes"]);
    expect(kindKey("R*Tree Index", head, "en")).toBe(kindKey("R-Tree indexes", head, "en"));
  });
});

describe("kindLeads", () => {
  const sentence = (text: string, n: number, position: number) => ({
    text,
    n,
    source: n - 1,
    position,
    complete: true,
  });
  it("gives each kind the sentence that says what it is, else the first that introduces it", () => {
    const passages = [
      {
        n: 1,
        url: "p",
        title: "Partial Indexes",
        text: "## 1. Introduction\n\nA partial index is an index over a subset of the rows of a table.",
      },
      {
        n: 2,
        url: "w",
        title: "Clustered Indexes and the WITHOUT ROWID Optimization",
        text: "By default, every row has a rowid. A WITHOUT ROWID table is a table that uses a Clustered Index as the primary key.",
      },
    ];
    const pool = [
      sentence("Partial indexes have been supported in SQLite since version 3.8.0.", 1, 0),
      sentence("A partial index is an index over a subset of the rows of a table.", 1, 1),
      sentence("By default, every row has a rowid.", 2, 0),
      sentence("A WITHOUT ROWID table is a table that uses a Clustered Index as the primary key.", 2, 1),
    ];
    expect(kindLeads(passages, pool, head, "en").map((s) => s.text)).toEqual([
      "A partial index is an index over a subset of the rows of a table.",
      "A WITHOUT ROWID table is a table that uses a Clustered Index as the primary key.",
    ]);
  });
});
