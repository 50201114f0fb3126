import { readFileSync } from "node:fs";
import { readHtml } from "./server/sources/reader/html";
import { buildPool } from "./server/engines/offline/pool";
const r = readHtml(readFileSync(process.argv[2], "utf8"));
for (const s of buildPool([{ n: 1, text: r.text.slice(0, 3000) }], "en").slice(0, 12)) console.log(s.opening, s.complete, s.text.slice(0, 70));
