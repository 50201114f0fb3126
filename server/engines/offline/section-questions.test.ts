// A section is written from its questions (issue 10 items 3 and 5): the part of a page its title heads
// ("Hooks": the HOOKS part of githooks(5), subheadings included) gives its material, but which of the
// part's sentences are written is decided by the questions. Changing one question of the section changes
// the section's text and brings that question's answer: a section that wrote its part whole, whatever
// its questions, would come back word for word the same (e2e/replan.spec.ts saw it once).
import { describe, expect, it } from "vitest";
import type { PlannedOutline, PlannedSection, SectionSource } from "../types";
import { extractFacts } from "./extract";
import { citedSentences } from "./test-corpus";
import { composeSection } from "./write-section";

const hooks: [string, string][] = [
  [
    "applypatch-msg",
    "It is invoked by git am with a single parameter, the name of the file that holds the proposed commit log message.",
  ],
  [
    "pre-applypatch",
    "It is invoked by git am after the patch is applied to the working tree but before a commit is made.",
  ],
  [
    "post-applypatch",
    "It is invoked by git am after the patch is applied and a commit is made, and is meant primarily for notification.",
  ],
  [
    "pre-commit",
    "It is invoked by git commit before obtaining the proposed commit log message, and can be bypassed with the --no-verify option.",
  ],
  [
    "prepare-commit-msg",
    "It is invoked by git commit right after preparing the default log message and before the editor is started.",
  ],
  [
    "commit-msg",
    "It is invoked by git commit and git merge with the name of the file that holds the proposed commit log message.",
  ],
  [
    "post-commit",
    "It is invoked by git commit after a commit is made and cannot affect the outcome of git commit.",
  ],
  ["pre-rebase", "It is invoked by git rebase and can be used to prevent a branch from getting rebased."],
  [
    "post-checkout",
    "It is invoked when a git checkout or git switch is run after having updated the worktree.",
  ],
  ["post-merge", "It is invoked by git merge, which happens when a git pull is done on a local repository."],
  [
    "pre-push",
    "It is invoked by git push after it has checked the remote status, but before anything has been pushed.",
  ],
  [
    "pre-receive",
    "It is invoked by git receive-pack when it reacts to git push and updates references in its repository.",
  ],
  [
    "post-rewrite",
    "It is invoked by commands that rewrite commits, such as git commit --amend and git rebase.",
  ],
  [
    "pre-auto-gc",
    "It is invoked by git gc --auto and can be used to abort the automatic garbage collection.",
  ],
];
const manual = {
  url: "library://githooks.html",
  title: "githooks(5)",
  text: [
    "# githooks(5) Manual Page",
    "## DESCRIPTION",
    "Hooks are programs you can place in a hooks directory to trigger actions at certain points in the execution of Git.",
    "By default the hooks directory is $GIT_DIR/hooks, but that can be changed with the core.hooksPath configuration variable.",
    "## HOOKS",
    ...hooks.flatMap(([name, when]) => [`### ${name}`, when.replace("It is", `The ${name} hook is`)]),
    "## SEE ALSO",
    "See git-hook(1) for running a hook by hand.",
  ].join("\n\n"),
};

const query = "Which hooks does Git provide and when does each hook run?";
const question = (q: string) => ({
  question: q,
  searchQuery: { refinedQuery: q, searchType: "web" as const },
});
const directory: PlannedSection = {
  title: "Hooks Directory",
  description: "Where hooks are kept.",
  subSections: [question("Where does Git look for hooks?")],
};

async function write(section: PlannedSection): Promise<string> {
  const outline: PlannedOutline = { title: "Git Hooks", sections: [directory, section] };
  const information = extractFacts({ query, section, page: manual, max: 20 }, "en");
  const sources: SectionSource[] = [{ n: 1, url: manual.url, title: manual.title, information }];
  return composeSection({ query, section, sectionIndex: 1, outline, sources, onDelta: () => {} }, "en");
}

describe("a section titled by a part of a page", () => {
  const section: PlannedSection = {
    title: "Hooks",
    description: "The hooks Git runs.",
    subSections: [
      question("How can the pre-commit hook be bypassed?"),
      question("What does the commit-msg hook receive?"),
      question("When does the pre-push hook run?"),
    ],
  };

  it("owns the part its title heads, subheadings included, even when the title is the subject's word", () => {
    const information = extractFacts({ query, section, page: manual, max: 20 }, "en");
    const preCommit = information.find((i) => /pre-commit hook is invoked/u.test(i.text));
    expect(preCommit?.heading).toBe("HOOKS — pre-commit");
    // The part's sentences are the section's material, beyond what the questions name.
    expect(information.filter((i) => i.heading?.startsWith("HOOKS")).length).toBeGreaterThan(5);
  });

  it("writes the part, not the half that its words alone would give it against another section", async () => {
    const text = await write(section);
    const headed = new Set(hooks.map(([name]) => name));
    const written = citedSentences(text).filter(({ sentence }) =>
      [...headed].some((name) => sentence.startsWith(`The ${name} hook is`)),
    );
    expect(written.length).toBeGreaterThanOrEqual(8);
  });

  it("writes what its questions ask, and a changed question changes its text", async () => {
    const before = await write(section);
    // One paragraph per question, in the questions' order, each opened by its answer.
    const paragraphs = before.split("\n\n");
    expect(paragraphs[0]).toMatch(/^The pre-commit hook is invoked .*--no-verify/u);
    expect(before).toMatch(/commit-msg hook is invoked/u);
    expect(before).toMatch(/pre-push hook is invoked/u);
    const changed = {
      ...section,
      subSections: [
        question("What does the post-checkout hook do after updating the worktree?"),
        ...section.subSections.slice(1),
      ],
    };
    const after = await write(changed);
    expect(after).not.toBe(before);
    expect(after.split("\n\n")[0]).toMatch(/^The post-checkout hook is invoked/u);
    // Every sentence is still the page's, cited.
    for (const { sentence } of citedSentences(after)) expect(manual.text).toContain(sentence);
  });
});
