// zod validation for bodies and queries, answering the contract's 400 error shape.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";
import { recordSchema } from "./openapi";
import { findBadText } from "./text-hygiene";

/** Validates a request part; a failure is a 400 VALIDATION whose detail is the first problem (schema texts). */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(target, schema, (result) => {
    const bad = findBadText(result.data);
    if (bad)
      throw new AppError("INVALID_TEXT", { detail: `${bad}: contains a NUL character or broken Unicode` });
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join(".");
      const message = issue
        ? issue.code === "invalid_type" && field
          ? `${field}: ${issue.message}`
          : issue.message
        : undefined;
      if (message === "Locale not supported") throw new AppError("LOCALE_NOT_SUPPORTED");
      throw new AppError("VALIDATION", { detail: message });
    }
  });
  // The OpenAPI document shows what this route validates (openapi.ts).
  return recordSchema(middleware, target, schema);
}
