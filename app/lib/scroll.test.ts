import { describe, expect, it } from "vitest";
import { isPastThreshold } from "./scroll";

describe("infinite scroll threshold", () => {
  it("triggers at 90 % of the content", () => {
    expect(isPastThreshold({ scrollTop: 0, clientHeight: 100, scrollHeight: 1000 }, 0.9)).toBe(false);
    expect(isPastThreshold({ scrollTop: 799, clientHeight: 100, scrollHeight: 1000 }, 0.9)).toBe(false);
    expect(isPastThreshold({ scrollTop: 800, clientHeight: 100, scrollHeight: 1000 }, 0.9)).toBe(true);
  });
  it("triggers when the list does not fill its box", () => {
    expect(isPastThreshold({ scrollTop: 0, clientHeight: 500, scrollHeight: 400 }, 0.9)).toBe(true);
  });
});
