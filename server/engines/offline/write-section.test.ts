import { describe, expect, it } from "vitest";
import type { PlannedOutline, SectionSource } from "../types";
import { citedSentences } from "./test-corpus";
import { composeSection, sentenceOwnership } from "./write-section";

const outline: PlannedOutline = {
  title: "Glaciers",
  sections: [
    {
      title: "Glacier Retreat",
      description: "Covers retreat.",
      subSections: [
        {
          question: "How fast are glaciers retreating?",
          searchQuery: { refinedQuery: "glacier retreat rate", searchType: "web" },
        },
        {
          question: "What causes the melting of glacier ice?",
          searchQuery: { refinedQuery: "glacier ice melting causes", searchType: "web" },
        },
      ],
    },
    {
      title: "Sea Level Rise",
      description: "Covers sea level.",
      subSections: [
        {
          question: "How much does meltwater raise the sea level?",
          searchQuery: { refinedQuery: "sea level rise meltwater", searchType: "web" },
        },
      ],
    },
  ],
};

const item = (s: string) => ({ text: s, passage: s });
const sources: SectionSource[] = [
  {
    n: 4,
    url: "https://a.example",
    title: "A",
    information: [
      item("Alpine glaciers are retreating faster than at any time in the past century."),
      item("The retreat rate of the Rhône Glacier doubled between 2000 and 2020."),
      item("Warmer summers are the main cause of the melting of glacier ice."),
    ],
  },
  {
    n: 9,
    url: "https://b.example",
    title: "B",
    information: [
      item("Alpine glaciers are retreating faster than at any time in the past century!"),
      item("Black carbon deposits darken the ice and speed up its melting in spring."),
      item("Meltwater from glaciers adds about one millimetre to the sea level each year."),
    ],
  },
];

describe("composeSection", () => {
  it("writes paragraphs of cited source sentences, streamed sentence by sentence, without near-duplicates", async () => {
    const deltas: string[] = [];
    const text = await composeSection(
      {
        query: "Why are glaciers retreating?",
        section: outline.sections[0]!,
        sectionIndex: 0,
        outline,
        sources,
        onDelta: (d) => void deltas.push(d),
      },
      "en",
    );
    expect(deltas.join("")).toBe(text);
    const cited = citedSentences(text);
    expect(deltas).toHaveLength(cited.length);
    // The near-duplicate ("…century!") of a sentence is left out.
    expect(cited.filter((c) => c.sentence.startsWith("Alpine glaciers are retreating"))).toHaveLength(1);
    expect(new Set(cited.map((c) => c.n))).toEqual(new Set([4, 9]));
    for (const { sentence, n } of cited) {
      expect(sources.find((s) => s.n === n)!.information.map((i) => i.text)).toContain(sentence);
    }
    // The sea-level sentence belongs to the other section of the outline.
    expect(text).not.toContain("Meltwater from glaciers");
    // One paragraph per question: retreat first, then melting.
    const paragraphs = text.split("\n\n");
    expect(paragraphs.length).toBe(2);
    expect(paragraphs[0]).toMatch(/retreat/u);
    expect(paragraphs[1]).toMatch(/melting/u);
  });

  it("leaves each sentence to one section of the outline", async () => {
    const own = sentenceOwnership(outline, "en");
    const sea = own({ text: "x", terms: ["meltwater", "sea", "level"] });
    expect(sea.owner).toBe(1);
    const texts = await Promise.all(
      outline.sections.map((section, sectionIndex) =>
        composeSection(
          { query: "glaciers", section, sectionIndex, outline, sources, onDelta: () => {} },
          "en",
        ),
      ),
    );
    const all = texts.flatMap((t) => citedSentences(t).map((c) => c.sentence));
    expect(new Set(all).size).toBe(all.length);
    expect(texts[1]).toContain(
      "Meltwater from glaciers adds about one millimetre to the sea level each year. [9]",
    );
  });

  it("writes nothing without information", async () => {
    const deltas: string[] = [];
    const text = await composeSection(
      {
        query: "q",
        section: outline.sections[0]!,
        sectionIndex: 0,
        outline,
        sources: [],
        onDelta: (d) => void deltas.push(d),
      },
      "en",
    );
    expect(text).toBe("");
    expect(deltas).toEqual([]);
  });
});

describe("sentenceOwnership by the sources' headings", () => {
  it("gives a section titled by a source's heading that source's sentences, whatever words they use", () => {
    const ownership = sentenceOwnership(outline, "en", "Why are glaciers retreating?");
    // Shares no word with either section: kept in reserve…
    const sentence = { text: "Summers now come earlier.", terms: ["summer", "now", "come", "earlier"] };
    expect(ownership(sentence).owner).toBe(-1);
    // …but the source it comes from is the part of the article headed "Sea level rise".
    const titled = ownership({ ...sentence, sourceTitle: "Glaciers — Sea level rise" });
    expect(titled.owner).toBe(1);
    expect(titled.titled).toBe(true);
    // A title that only shares the subject's words is no heading of a section.
    expect(ownership({ ...sentence, sourceTitle: "Glaciers" }).owner).toBe(-1);
  });
});

describe("composeSection from the part of a page its title heads", () => {
  it("writes the part's facts that do not name the subject: the part is about it", async () => {
    const floods: PlannedOutline = {
      title: "2022 Pakistan floods",
      sections: [
        {
          title: "Impact",
          description: "Covers impact.",
          subSections: [
            {
              question: "What should a reader know about Impact?",
              searchQuery: { refinedQuery: "2022 Pakistan floods Impact", searchType: "web" },
            },
          ],
        },
        {
          title: "Response",
          description: "Covers response.",
          subSections: [
            {
              question: "What should a reader know about Response?",
              searchQuery: { refinedQuery: "2022 Pakistan floods Response", searchType: "web" },
            },
          ],
        },
      ],
    };
    const impact: SectionSource = {
      n: 1,
      url: "library://floods/02-Impact.md",
      title: "2022 Pakistan floods — Impact",
      information: [
        // Sentences that name the subject…
        ...[
          "The floods in Pakistan affected 33 million people across the country.",
          "Pakistan declared a national emergency as the floods spread south.",
          "Lake Manchar in Pakistan overflowed during the floods.",
          "The floods left one third of Pakistan under water by late August.",
          "Floods in Pakistan destroyed hundreds of thousands of houses in Sindh.",
          "Disease spread through the flood camps of Pakistan within weeks.",
          "The army of Pakistan rescued thousands of stranded villagers by helicopter.",
          "The government of Pakistan asked the United Nations for emergency help.",
          "Pakistan's railways suspended services across the southern provinces.",
          "Hospitals in Pakistan ran short of medicine for several months.",
          "Pakistan's cotton harvest was largely lost in the southern districts.",
          "Rescue teams in Pakistan used boats to reach the cut-off villages.",
        ].map(item),
        // …and sentences of the part that do not, yet are about its subject.
        item("Over 22,000 schools were damaged or destroyed."),
        item("Economic losses were estimated to reach about $15.2 billion."),
        item("More than two million people were left homeless by the end of August."),
      ],
    };
    const text = await composeSection(
      {
        query: "2022 Pakistan floods",
        section: floods.sections[0]!,
        sectionIndex: 0,
        outline: floods,
        sources: [impact],
        onDelta: () => {},
      },
      "en",
    );
    expect(text).toContain("22,000 schools");
    expect(text).toContain("$15.2 billion");
  });
});

describe("sentenceOwnership by aspect cue words", () => {
  const section = (title: string, question: string) => ({
    title,
    description: `Covers ${title.toLowerCase()}.`,
    subSections: [{ question, searchQuery: { refinedQuery: question, searchType: "web" as const } }],
  });
  const gitignore: PlannedOutline = {
    title: "How a Gitignore File Decides Which Files Git Ignores",
    sections: [
      section("Overview", "What is a gitignore file?"),
      section("Pattern Format", "How is a pattern in a gitignore file written?"),
      section("How It Works", "How does a gitignore file work?"),
    ],
  };
  const sentence = {
    text: "The slash / is used as the directory separator.",
    terms: ["slash", "used", "directory", "separator"],
  };

  it("give a sentence no section titles to its aspect's section", () => {
    const ownership = sentenceOwnership(
      gitignore,
      "en",
      "How does a gitignore file decide what Git ignores?",
    );
    // "is used as": a sentence that says what something is, and no source heading says where it belongs.
    expect(ownership({ ...sentence, sourceTitle: "gitignore(5)" }).owner).toBe(0);
  });

  it("do not take a sentence away from the section its page's heading titles", () => {
    const ownership = sentenceOwnership(
      gitignore,
      "en",
      "How does a gitignore file decide what Git ignores?",
    );
    const owned = ownership({ ...sentence, sourceTitle: "gitignore(5) — PATTERN FORMAT" });
    expect(owned.owner).toBe(1);
    expect(owned.titled).toBe(true);
    // A sentence there that says what the subject is still belongs to the overview.
    const defining = {
      text: "A gitignore file is used as a list of rules for untracked files.",
      terms: ["gitignore", "file", "used", "list", "rule", "untracked"],
      sourceTitle: "gitignore(5) — PATTERN FORMAT",
    };
    expect(ownership(defining).owner).toBe(0);
  });
});

describe("a section with few sentences naming the subject", () => {
  // A paper on git stash: its sources are git-stash(1) and git-pull(1), which speaks of the current
  // branch too. git-pull's sentences that do not name stash are about another command: never written,
  // not even as a second source.
  const stashOutline: PlannedOutline = {
    title: "Git Stash",
    sections: [
      {
        title: "Overview",
        description: "Covers the working directory and the current branch.",
        subSections: [
          { question: "What is git stash?", searchQuery: { refinedQuery: "git stash", searchType: "web" } },
        ],
      },
    ],
  };
  const stashSources: SectionSource[] = [
    {
      n: 1,
      url: "library://git-stash.html",
      title: "git-stash(1)",
      information: [
        item(
          "Use git stash when you want to record the current state of the working directory and the index.",
        ),
        item(
          "The command saves your local modifications away and reverts the working directory to the current branch.",
        ),
      ],
    },
    {
      n: 2,
      url: "library://git-pull.html",
      title: "git-pull(1)",
      information: [
        item("Incorporates changes from a remote repository into the current branch."),
        item("Upon completion, the given branch will be the current branch of the working directory."),
      ],
    },
  ];

  it("writes the sentences of the page on the subject only", async () => {
    const text = await composeSection(
      {
        query: "How does git stash save uncommitted changes?",
        section: stashOutline.sections[0]!,
        sectionIndex: 0,
        outline: stashOutline,
        sources: stashSources,
        onDelta: () => {},
      },
      "en",
    );
    expect(citedSentences(text).map((c) => c.n)).toEqual([1, 1]);
  });
});

describe("a kinds section and the list its page introduces", () => {
  const ask = (title: string, question: string) => ({
    title,
    description: `Covers ${title.toLowerCase()}.`,
    subSections: [{ question, searchQuery: { refinedQuery: question, searchType: "web" as const } }],
  });
  const reset: PlannedOutline = {
    title: "Modes of Git Reset",
    sections: [
      ask("How It Works", "How does git reset change the working tree?"),
      ask("Modes", "Which modes does git reset have?"),
    ],
  };
  const query = "What are the modes of git reset and what does each mode do?";

  it("gives an entry of the list to the section it names, though it shares more words with another", () => {
    const ownership = sentenceOwnership(reset, "en", query);
    const entry = {
      text: "--keep: Resets index entries and updates files in the working tree.",
      terms: ["keep", "reset", "index", "entry", "working"],
    };
    expect(ownership({ ...entry, sourceTitle: "git-reset(1)" }).owner).toBe(0);
    const listed = ownership({
      ...entry,
      sourceTitle: "git-reset(1) — DESCRIPTION — The <mode> must be one of the following:",
    });
    expect(listed.owner).toBe(1);
    expect(listed.titled).toBe(true);
    // More than a heading would: the list's entries are the kinds the section names.
    const headed = ownership({ ...entry, sourceTitle: "git-reset(1) — DESCRIPTION — Modes" });
    expect(listed.scores[1]).toBeGreaterThan(headed.scores[1] as number);
  });

  it("keeps an entry's titling when several pages say it under the same heading, and writes each entry with what follows it", async () => {
    // git-merge(1) and git-pull(1) both include MERGE STRATEGIES: the heading stays, whichever is cited.
    const entries = [
      "ort: This is the default merge strategy when pulling or merging one branch.",
      "The strategy can only resolve two heads using a 3-way merge algorithm.",
      "octopus: This resolves cases with more than two heads, but refuses to do a complex merge.",
      "ours: This resolves any number of heads, but the resulting tree is always that of the current branch head.",
    ];
    const strategies = (n: number, title: string): SectionSource => ({
      n,
      url: `library://${title}.html`,
      title,
      information: entries.map((text) => ({ text, passage: text, heading: "MERGE STRATEGIES" })),
    });
    const merge: PlannedOutline = {
      title: "Merge Strategies in Git Merge",
      sections: [
        ask("How It Works", "How does git merge record its result as a commit?"),
        ask("Merge Strategies", "Which merge strategies does git merge offer?"),
      ],
    };
    const text = await composeSection(
      {
        query: "Which merge strategies does git merge offer and when is each strategy used?",
        section: merge.sections[1]!,
        sectionIndex: 1,
        outline: merge,
        sources: [strategies(1, "git-merge(1)"), strategies(2, "git-pull(1)")],
        onDelta: () => {},
      },
      "en",
    );
    for (const name of ["ort", "octopus", "ours"]) expect(text).toContain(`${name}: This`);
    expect(text).toMatch(/ort: This is the default[^[]+\[1\] The strategy can only resolve two heads/u);
  });
});
