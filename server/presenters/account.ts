// The account routes' answers (GET and PATCH /api/user and its lists): each the type of its operation's
// schema in the contract (common/responses.ts).
import type { Locale } from "../../common/constants";
import type { ResponseOf } from "../../common/responses";
import type { Template } from "../../common/templates";
import type { SessionUser } from "../auth/users";
import { presentUser } from "./user";

/** GET /api/user, and PATCH /api/user when nothing waits for a confirmation mail. */
export function presentUserResponse(
  user: SessionUser,
  preferences: { locale: Locale | null; paperQuota: number | null },
): ResponseOf<"GET /api/user"> {
  return { user: presentUser(user, preferences) };
}

/** PATCH /api/user when the new email waits for its confirmation: the contract's message, and a flag. */
export function presentEmailSent(): ResponseOf<"PATCH /api/user"> {
  return { emailSent: true, message: "Email Sent" };
}

/** GET /api/user/templates. */
export function presentTemplates(templates: readonly Template[]): ResponseOf<"GET /api/user/templates"> {
  return {
    templates: templates.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      instruction: t.instruction,
      fields: t.fields.map(({ id, label, placeholder, description, required }) => ({
        id,
        label,
        placeholder,
        description,
        required,
      })),
    })),
  };
}

/** GET /api/user/document-count and /usage-count. */
export function presentCount(count: number): ResponseOf<"GET /api/user/document-count"> {
  return { count };
}
