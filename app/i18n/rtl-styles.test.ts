// Right to left without surprises: the app's styles use logical sides (start/end, inline) only, and
// icons that point somewhere are mirrored in right-to-left languages.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, pattern);
    return pattern.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

/**
 * Tailwind utilities bound to the left or right side, which do not follow `dir`: margins, paddings,
 * positions, alignment, borders, corners, floats, scroll margins and transform origins.
 */
const PHYSICAL_UTILITY =
  /^-?(?:(?:left|right)-\S+|(?:m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr]|text-(?:left|right)|rounded-(?:[lr]|[tb][lr])|border-[lr]|float-(?:left|right)|clear-(?:left|right)|origin-(?:left|right|top-left|top-right|bottom-left|bottom-right))(?:-|$))/;
/** Horizontal moves are physical too: allowed only with an `rtl:` counterpart on the same element. */
const TRANSLATE_X = /^-?translate-x-/;

/** Utility names used in class strings, without their variants (`md:hover:ms-2` → `ms-2`). */
function physicalUtilities(classes: string): string[] {
  const found: string[] = [];
  const tokens = classes.split(/\s+/).filter(Boolean);
  const hasRtlTranslate = tokens.some((t) => /(^|:)rtl:.*translate-x-/.test(t));
  for (const token of tokens) {
    const variants = token.split(":");
    const utility = variants.pop() ?? "";
    // An explicit rtl:/ltr: variant is direction-aware by definition.
    if (variants.includes("rtl") || variants.includes("ltr")) continue;
    if (PHYSICAL_UTILITY.test(utility)) found.push(token);
    if (TRANSLATE_X.test(utility) && !hasRtlTranslate) found.push(token);
  }
  return found;
}

/** Every string literal of a file that looks like a list of classes. */
function classStrings(source: string): string[] {
  return [...source.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((m) => m[2] ?? "");
}

/** Icons that show a direction: they point the other way when the page reads right to left. */
const POINTING_ICON =
  /^(?:Arrow(?:Left|Right|BigLeft|BigRight|LeftRight|UpLeft|UpRight|DownLeft|DownRight)\w*|Chevron(?:s)?(?:Left|Right)\w*|PanelLeft\w*|PanelRight\w*|LogOut|LogIn|Undo\w*|Redo\w*|Reply\w*|Forward|CornerDown(?:Left|Right)|CornerUp(?:Left|Right)|SkipBack|SkipForward|StepBack|StepForward|Send\w*)$/;
const MIRRORED = /\brtl:(?:-scale-x-100|rotate-180)\b/;

describe("right-to-left layout", () => {
  const sources = files(appDir, /\.tsx?$/);

  it("uses logical sides (start/end) in every component", () => {
    const offenders: string[] = [];
    for (const file of sources) {
      for (const classes of classStrings(readFileSync(file, "utf8"))) {
        for (const token of physicalUtilities(classes)) offenders.push(`${relative(appDir, file)}: ${token}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("uses logical properties in the style sheet", () => {
    const css = readFileSync(join(appDir, "styles.css"), "utf8");
    const physical = css.match(
      /\b(?:margin|padding|border)-(?:left|right)\b|(?<![-\w])(?:left|right)\s*:|text-align:\s*(?:left|right)|float:\s*(?:left|right)/g,
    );
    expect(physical).toBeNull();
  });

  it("mirrors every icon that points left or right", () => {
    const unmirrored: string[] = [];
    for (const file of sources) {
      const source = readFileSync(file, "utf8");
      for (const use of source.matchAll(/<([A-Z]\w+)\b([^>]*)\/?>/g)) {
        const [, name = "", attributes = ""] = use;
        if (POINTING_ICON.test(name) && !MIRRORED.test(attributes)) {
          unmirrored.push(`${relative(appDir, file)}: <${name}>`);
        }
      }
    }
    expect(unmirrored).toEqual([]);
  });

  it("notices a physical margin, an unmirrored move and a left arrow", () => {
    expect(
      physicalUtilities("flex ml-2 md:pr-4 -left-1 right-1/2 text-right rounded-tl-lg border-l"),
    ).toEqual(["ml-2", "md:pr-4", "-left-1", "right-1/2", "text-right", "rounded-tl-lg", "border-l"]);
    expect(physicalUtilities("ms-2 pe-4 start-0 text-start rounded-s-lg border-e inset-x-0 mx-auto")).toEqual(
      [],
    );
    expect(physicalUtilities("translate-x-0.5")).toEqual(["translate-x-0.5"]);
    expect(physicalUtilities("translate-x-0.5 rtl:-translate-x-0.5")).toEqual([]);
    expect(POINTING_ICON.test("ArrowLeft") && POINTING_ICON.test("ChevronRight")).toBe(true);
    expect(POINTING_ICON.test("ChevronDown") || POINTING_ICON.test("ArrowUp")).toBe(false);
  });
});
