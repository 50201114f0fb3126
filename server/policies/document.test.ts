// Every action × owner, another user and a visitor × every document status (and manual mode's review
// steps): what can() tells the client and what authorize() enforces must be the same answer.
import { describe, expect, it } from "vitest";
import { DOCUMENT_STATUSES, type DocumentStatus, type ReviewStep } from "../../common/types";
import { isAppError } from "../errors";
import { documentRow } from "../test/factories";
import { authorize, can, DOCUMENT_ACTIONS, type DocumentAction, policyFor } from "./document";

const OWNER = { id: "owner" };
const OTHER = { id: "someone-else" };
const VISITOR = { id: null };

/** The product's rules, written out by hand (not derived from can()). */
function expected(
  action: DocumentAction,
  status: DocumentStatus,
  manual: boolean,
  awaiting: ReviewStep | null,
) {
  const editable = status === "READY" && manual && awaiting !== null;
  switch (action) {
    case "view":
    case "archive":
    case "delete":
    case "feedback":
    case "feature":
    case "download":
      return { allowed: true };
    case "edit":
      return editable ? { allowed: true } : { allowed: false, code: "NOT_EDITABLE" };
    case "editOutline":
      if (!editable) return { allowed: false, code: "NOT_EDITABLE" };
      return awaiting === "OUTLINE" ? { allowed: true } : { allowed: false, code: "OUTLINE_NOT_CREATED" };
    case "write":
      if (!editable) return { allowed: false, code: "NOT_EDITABLE" };
      return awaiting === "OUTLINE" ? { allowed: true } : { allowed: false, code: "OUTLINE_NOT_REVIEWED" };
    case "replan":
      return editable || status === "COMPLETE" ? { allowed: true } : { allowed: false, code: "NOT_EDITABLE" };
    case "retry":
      return status === "ERROR" ? { allowed: true } : { allowed: false, code: "NOT_IN_ERROR" };
  }
}

function refusal(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.code;
  }
}

const variants: { manual: boolean; awaiting: ReviewStep | null }[] = [
  { manual: false, awaiting: null },
  { manual: true, awaiting: null },
  { manual: true, awaiting: "SUMMARY" },
  { manual: true, awaiting: "OUTLINE" },
];

describe("document policy matrix", () => {
  for (const status of DOCUMENT_STATUSES) {
    for (const { manual, awaiting } of variants) {
      const mode = manual ? `manual${awaiting ? `, awaiting ${awaiting}` : ""}` : "automatic";
      const doc = documentRow({ user: OWNER, status, automaticMode: !manual, awaiting });
      for (const action of DOCUMENT_ACTIONS) {
        const rule = expected(action, status, manual, awaiting);
        it(`${action} on a ${status} document (${mode})`, () => {
          expect(can(OWNER, action, doc)).toBe(rule.allowed);
          expect(refusal(() => authorize(OWNER, action, doc))).toBe(rule.allowed ? null : rule.code);
          for (const stranger of [OTHER, VISITOR]) {
            expect(can(stranger, action, doc)).toBe(false);
            expect(refusal(() => authorize(stranger, action, doc))).toBe("DOCUMENT_NOT_FOUND");
          }
        });
      }
      it(`sends the client the same answers for a ${status} document (${mode})`, () => {
        expect(policyFor(OWNER, doc)).toEqual({
          edit: expected("edit", status, manual, awaiting).allowed,
          archive: true,
          retry: status === "ERROR",
          replan: expected("replan", status, manual, awaiting).allowed,
        });
        for (const stranger of [OTHER, VISITOR])
          expect(policyFor(stranger, doc)).toEqual({
            edit: false,
            archive: false,
            retry: false,
            replan: false,
          });
      });
    }
  }
});
