import { describe, expect, it } from "vitest";
import { checkClaim, claimText, numbersOf } from "./claim-check";

// Passages as the extraction step keeps them: a fact and the verbatim text of the page it comes from
// (Wikipedia, "Tim Berners-Lee" and "Great Barrier Reef").
const web = [
  {
    text: "Berners-Lee proposed an information management system in March 1989.",
    passage:
      "Berners-Lee proposed an information management system on 12 March 1989, then implemented the first successful communication between a Hypertext Transfer Protocol (HTTP) client and server via the Internet in mid-November.",
  },
  {
    text: "He is the director of the World Wide Web Consortium.",
    passage:
      "He is the director of the World Wide Web Consortium (W3C), which oversees the continued development of the Web.",
  },
];
const reef = [
  {
    text: "The reef is composed of over 2,900 individual reefs and 900 islands.",
    passage:
      "The Great Barrier Reef is the world's largest coral reef system, composed of over 2,900 individual reefs and 900 islands stretching for over 2,300 kilometres over an area of approximately 344,400 square kilometres.",
  },
];

describe("the deterministic check of a cited sentence", () => {
  it("supports a sentence whose numbers, date, names and words are in the cited passage", () => {
    const check = checkClaim(
      "In March 1989, Berners-Lee proposed an information management system. [1]",
      web,
      "en",
    );
    expect(check.verdict).toBe("supported");
    expect(check.passage).toContain("12 March 1989");
  });

  it("rejects a sentence whose number was changed", () => {
    const check = checkClaim(
      "The reef is composed of over 3,900 individual reefs and 900 islands. [2]",
      reef,
      "en",
    );
    expect(check.verdict).toBe("unsupported");
    expect(check.missingNumbers).toEqual(["3900"]);
  });

  it("rejects a sentence whose date was changed", () => {
    const check = checkClaim(
      "Berners-Lee proposed an information management system in March 1991.",
      web,
      "en",
    );
    expect(check.verdict).toBe("unsupported");
    expect(check.missingNumbers).toEqual(["1991"]);
  });

  it("rejects a sentence cited to the wrong source", () => {
    const check = checkClaim(
      "The reef is composed of over 2,900 individual reefs and 900 islands.",
      web,
      "en",
    );
    expect(check.verdict).toBe("unsupported");
  });

  it("does not decide a sentence that names someone the passage does not", () => {
    const check = checkClaim(
      "Robert Cailliau is the director of the World Wide Web Consortium, which oversees the development of the Web.",
      web,
      "en",
    );
    // "Robert" opens the sentence (any word may be capitalised there); "Cailliau" is a name.
    expect(check.missingNames).toEqual(["cailliau"]);
    expect(check.verdict).not.toBe("supported");
  });

  it("does not decide a sentence that negates what the passage says", () => {
    const check = checkClaim("He is not the director of the World Wide Web Consortium (W3C).", web, "en");
    expect(check.negationDiffers).toBe(true);
    expect(check.verdict).toBe("undecided");
  });

  it("reads numbers as a reader does", () => {
    expect(numbersOf("over 2,900 reefs, 3.5 m deep, three islands")).toEqual(["2900", "3.5", "3"]);
    expect(claimText("A *bold* fact [1][2].")).toBe("A bold fact.");
    // A name from code keeps its underscores, and an escaped mark reads as the mark.
    expect(claimText("The get_response and \\_\\_init\\_\\_() of refs/\\* [3].")).toBe(
      "The get_response and __init__() of refs/*.",
    );
  });
});
