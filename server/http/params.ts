// Path parameters, validated with zod like bodies and queries.
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { AppError } from "../errors";

/** A document id: anything that is not one names no document (404, as a missing one). */
export const documentParam = zValidator("param", z.object({ id: z.uuid() }), (result) => {
  if (!result.success) throw new AppError("DOCUMENT_NOT_FOUND");
});

/** A document id and the index of one of its sections (0-based). */
export const sectionParam = zValidator(
  "param",
  z.object({ id: z.uuid(), sectionIndex: z.coerce.number().int().min(0).max(999) }),
  (result) => {
    if (result.success) return;
    const idIssue = result.error.issues.some((issue) => issue.path[0] === "id");
    throw new AppError(idIssue ? "DOCUMENT_NOT_FOUND" : "INVALID_SECTION_INDEX");
  },
);

/** An API key's id: anything that is not one names no key (404). */
export const apiKeyParam = zValidator("param", z.object({ id: z.uuid() }), (result) => {
  if (!result.success) throw new AppError("API_KEY_NOT_FOUND");
});
