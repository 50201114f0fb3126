import { describe, expect, it } from "vitest";
import { displayName, initials, papersRemaining } from "./user-display";

describe("user display", () => {
  it("makes initials from the name, else from the email", () => {
    expect(initials("Ada Lovelace", "ada@example.com")).toBe("AL");
    expect(initials("Ada  King  Lovelace", null)).toBe("AL");
    expect(initials("ada", null)).toBe("AD");
    expect(initials("", "zed@example.com")).toBe("Z");
    expect(initials(null, null)).toBe("?");
  });
  it("shows the name, or the email when there is no name", () => {
    expect(displayName(" Ada ", "a@x.org")).toBe("Ada");
    expect(displayName("", "a@x.org")).toBe("a@x.org");
  });
  it("counts papers remaining", () => {
    expect(papersRemaining(10, 3)).toBe(7);
    expect(papersRemaining(3, 5)).toBe(0);
  });
});
