// Every mail carries the product's brand: its name under the text, and an HTML version with the logo
// (when it has an address a mail reader can load) and the brand colour. The text stays the mail's
// content; the HTML only dresses it.
import { assetPath, type Brand } from "../branding/brand";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);

/** Paragraphs of plain text as HTML, its addresses made links. */
function textHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((para) => {
      const html = escapeHtml(para)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:inherit">${url}</a>`)
        .replace(/\n/g, "<br>");
      return `<p style="margin:0 0 16px">${html}</p>`;
    })
    .join("");
}

/** The mail with the brand's name signed under its text and an HTML version with the logo. */
export function brandMail(mail: Mail, brand: Brand, publicUrl: string | undefined): Mail {
  const logoPath = assetPath(brand.logo, "logo");
  const logo =
    logoPath && (brand.logo?.kind === "url" || publicUrl) ? new URL(logoPath, publicUrl).href : null;
  const color = brand.palette?.light[600] ?? "#4338ca";
  const name = escapeHtml(brand.name);
  const header = `<div style="display:flex;align-items:center;gap:8px;padding-bottom:12px;margin-bottom:20px;border-bottom:3px solid ${color}">${
    logo ? `<img src="${escapeHtml(logo)}" alt="" height="28" style="height:28px">` : ""
  }<strong style="font-size:18px;color:${color}">${name}</strong></div>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#18181b;max-width:560px;margin:0 auto;padding:24px">${header}${textHtml(mail.text)}<p style="margin-top:24px;color:#71717a;font-size:13px">— ${name}</p></body></html>`;
  return { ...mail, text: `${mail.text}\n\n— ${brand.name}`, html: mail.html ?? html };
}
