// Path parameters, validated with zod like bodies and queries (and shown in the OpenAPI document).
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { AppError } from "../errors";
import { recordSchema } from "./openapi";

/** Ids are letters, digits and dashes: anything else (NUL, %-junk, slashes) is malformed, not missing. */
const ID_CHARACTERS = /^[A-Za-z0-9_-]{1,100}$/;

/** Malformed ids → 400 INVALID_ID; well-formed ones that are no document id → 404, as a missing one. */
function rejectId(id: unknown): never {
  if (typeof id === "string" && ID_CHARACTERS.test(id)) throw new AppError("DOCUMENT_NOT_FOUND");
  throw new AppError("INVALID_ID");
}

/** A document id. */
const documentId = z.object({ id: z.uuid() });
export const documentParam = recordSchema(
  zValidator("param", documentId, (result) => {
    if (!result.success) rejectId((result.data as { id?: unknown }).id);
  }),
  "param",
  documentId,
);

/** A document id and the index of one of its sections (0-based). */
const sectionId = z.object({ id: z.uuid(), sectionIndex: z.coerce.number().int().min(0).max(999) });
export const sectionParam = recordSchema(
  zValidator("param", sectionId, (result) => {
    if (result.success) return;
    const idIssue = result.error.issues.some((issue) => issue.path[0] === "id");
    if (idIssue) rejectId((result.data as { id?: unknown }).id);
    throw new AppError("INVALID_SECTION_INDEX");
  }),
  "param",
  sectionId,
);

/** An API key's id: anything that is not one names no key (404). */
export const apiKeyParam = recordSchema(
  zValidator("param", documentId, (result) => {
    if (!result.success) throw new AppError("API_KEY_NOT_FOUND");
  }),
  "param",
  documentId,
);
