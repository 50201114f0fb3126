import { describe, expect, it } from "vitest";
import { htmlFragmentToText, snippetOf } from "./text";

describe("htmlFragmentToText", () => {
  it("decodes every HTML entity with its case (É is not é), numeric ones too, and leaves unknown ones", () => {
    expect(htmlFragmentToText("&Eacute;cole &eacute;t&eacute; &Ouml;sterreich")).toBe("École été Österreich");
    expect(htmlFragmentToText("Fish &amp; chips &#8212; &#x2019;90s &hellip; &bogus;")).toBe(
      "Fish & chips — ’90s … &bogus;",
    );
  });

  it("drops tags, scripts and JATS markup, keeping the words apart", () => {
    expect(htmlFragmentToText("<jats:p>Rising <i>seas</i></jats:p><jats:p>and&nbsp;storms</jats:p>")).toBe(
      "Rising seas and storms",
    );
    expect(htmlFragmentToText("a<script>alert(1)</script>b<br>c")).toBe("a b c");
  });

  it("makes one-line snippets of at most the given length", () => {
    expect(snippetOf("<strong>Crème</strong> br&ucirc;l&eacute;e is a dessert. ".repeat(20), 40)).toMatch(
      /^Crème brûlée is a dessert\. Crème…$/,
    );
  });
});
