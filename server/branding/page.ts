// The brand in the app's page (index.html) as the server sends it: the title, the favicon and the
// palette as CSS variables, in the first response, so no default colour shows before the app starts.
import { assetPath, type Brand } from "./brand";
import { paletteCss } from "./palette";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);

/** index.html with the brand's title, favicon and colours (unchanged for the default look, but the name). */
export function brandedIndexHtml(html: string, brand: Brand): string {
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(brand.name)}</title>`);
  const favicon = assetPath(brand.favicon, "favicon");
  if (favicon && brand.favicon) {
    const type = brand.favicon.kind === "file" ? brand.favicon.contentType : "";
    out = out.replace(
      /<link rel="icon"[^>]*>/,
      () => `<link rel="icon"${type ? ` type="${type}"` : ""} href="${escapeHtml(favicon)}" />`,
    );
  }
  if (brand.palette) {
    const head = [
      `<meta name="theme-color" content="${brand.palette.light[600]}" media="(prefers-color-scheme: light)" />`,
      `<meta name="theme-color" content="${brand.palette.dark[500]}" media="(prefers-color-scheme: dark)" />`,
      `<style id="brand-theme">${paletteCss(brand.palette)}</style>`,
    ].join("\n    ");
    out = out.replace("</head>", () => `  ${head}\n  </head>`);
  }
  return out;
}
