// Document kind from content type and first bytes; charset decoding.
import { describe, expect, it } from "vitest";
import { decodeText, detectKind } from "./detect";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("detectKind", () => {
  it("trusts %PDF- at the start over any label", () => {
    expect(detectKind("text/html", bytes("%PDF-1.7\n..."))).toBe("pdf");
    expect(detectKind("", bytes("\n%PDF-1.4"))).toBe("pdf");
  });

  it("keeps an HTML page that mentions %PDF- as HTML, but finds a PDF with junk before its header when unlabelled", () => {
    expect(detectKind("text/html", bytes("<html><body>The header is %PDF-1.7</body></html>"))).toBe("html");
    expect(detectKind("application/octet-stream", bytes("junk bytes\n%PDF-1.4\n"))).toBe("pdf");
  });

  it("uses the content type, the url extension and sniffing", () => {
    expect(detectKind("application/xhtml+xml", bytes("<x/>"))).toBe("html");
    expect(detectKind("text/plain", bytes("<!doctype html><html>"))).toBe("html");
    expect(detectKind("text/plain", bytes("just text"))).toBe("text");
    expect(detectKind("", bytes("# Title"), "https://example.org/README.md")).toBe("markdown");
    expect(detectKind("application/octet-stream", bytes("<html><p>x</p></html>"))).toBe("html");
    expect(detectKind("image/jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("unsupported");
    expect(detectKind("", new Uint8Array([0, 1, 2, 3, 0, 0]))).toBe("unsupported");
  });
});

describe("decodeText", () => {
  it("honours a BOM, the declared charset and a <meta charset>", () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]))).toBe("hi");
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), "windows-1252")).toBe("café");
    const meta = Buffer.concat([
      Buffer.from('<meta charset="iso-8859-1"><p>'),
      Buffer.from([0xe9]),
      Buffer.from("</p>"),
    ]);
    expect(decodeText(meta)).toBe('<meta charset="iso-8859-1"><p>é</p>');
    expect(decodeText(bytes("plain"), "no-such-charset")).toBe("plain");
  });
});
