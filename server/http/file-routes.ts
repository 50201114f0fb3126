// GET /api/files/{key}: files the app stores (covers, downloads). Keys are unguessable; covers are public
// like the papers they illustrate through share links, and so are the downloads of a paper, whose
// address is given only to those who may download it (the owner, or a visitor of a shared paper).
import { Hono } from "hono";
import { loadDocument } from "../documents/store";
import {
  contentDisposition,
  DOWNLOAD_CONTENT_TYPES,
  downloadFileName,
  parseDownloadKey,
} from "../downloads/downloads";
import { AppError } from "../errors";
import type { AppEnv } from "./context";

export const fileRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = c.req.path.replace(/^\/api\/files\//, "");
  const download = parseDownloadKey(key);
  if (!key.startsWith("covers/") && !download) throw new AppError("NOT_FOUND");
  // A download is named after its paper's title (looked up first: nothing is opened for a removed paper).
  const doc = download ? await loadDocument(c.var.services.db, download.documentId) : null;
  if (download && !doc) throw new AppError("NOT_FOUND");
  let file: Awaited<ReturnType<typeof c.var.services.storage.get>>;
  try {
    file = await c.var.services.storage.get(key);
  } catch {
    throw new AppError("NOT_FOUND");
  }
  if (!file) throw new AppError("NOT_FOUND");
  if (download && doc) {
    return new Response(file.body, {
      headers: {
        // The format's own type (never HTML, so it cannot run as a page), always saved as a file.
        "content-type": DOWNLOAD_CONTENT_TYPES[download.format],
        "content-length": String(file.size),
        "cache-control": "private, max-age=31536000, immutable",
        "content-disposition": contentDisposition(downloadFileName(doc.title || doc.query, download.format)),
      },
    });
  }
  // Only images are shown inline; anything else is a download, so a stored file can never run as a page.
  const image = /^image\/(png|jpeg|webp|gif)$/.test(file.contentType);
  return new Response(file.body, {
    headers: {
      "content-type": image ? file.contentType : "application/octet-stream",
      "content-length": String(file.size),
      "cache-control": "public, max-age=31536000, immutable",
      ...(image ? {} : { "content-disposition": "attachment" }),
    },
  });
});
