// GET /api/files/{key}: files the app stores (covers, exports). Keys are unguessable; covers are public
// like the papers they illustrate through share links.
import { Hono } from "hono";
import { AppError } from "../errors";
import type { AppEnv } from "./context";

export const fileRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = c.req.path.replace(/^\/api\/files\//, "");
  if (!key.startsWith("covers/")) throw new AppError("NOT_FOUND");
  let file: Awaited<ReturnType<typeof c.var.services.storage.get>>;
  try {
    file = await c.var.services.storage.get(key);
  } catch {
    throw new AppError("NOT_FOUND");
  }
  if (!file) throw new AppError("NOT_FOUND");
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
