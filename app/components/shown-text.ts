// For tests of what a reader sees: the text a browser shows for HTML rendered on the server.

/** The text a browser shows for rendered HTML (tags removed, the five escapes React writes undone). */
export function shownText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}
