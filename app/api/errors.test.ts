import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../common/error-codes";
import { ApiError } from "./client";
import { apiErrorKey, EXPLAINED_ERRORS, hasCode } from "./errors";

const en = JSON.parse(readFileSync(new URL("../../locales/en.json", import.meta.url), "utf8")) as {
  apiErrors: Record<string, string>;
};

describe("apiErrorKey", () => {
  it("chooses the text by the code, whatever the server's English message says", () => {
    const refusal = new ApiError(409, "NOT_EDITABLE", "anything at all, in any language");
    expect(apiErrorKey(refusal)).toBe("apiErrors.NOT_EDITABLE");
    expect(apiErrorKey(new ApiError(400, "INVALID_OUTLINE", "You must have at least 1 section"))).toBe(
      "apiErrors.INVALID_OUTLINE",
    );
  });

  it("says payments are not set up, rather than that something went wrong, when the server has no Stripe key", () => {
    const refusal = new ApiError(503, "PAYMENTS_NOT_CONFIGURED", "Payments are not set up on this server.");
    expect(apiErrorKey(refusal)).toBe("apiErrors.PAYMENTS_NOT_CONFIGURED");
    expect(en.apiErrors.PAYMENTS_NOT_CONFIGURED).toBe("Payments are not set up on this server.");
  });

  it("falls back to the generic text for codes it does not explain, and for anything that is not an API error", () => {
    expect(apiErrorKey(new ApiError(500, "INTERNAL", "Something went wrong"))).toBe(
      "common.somethingWentWrong",
    );
    expect(apiErrorKey(new ApiError(0, "NETWORK_ERROR", "fetch failed"))).toBe("common.somethingWentWrong");
    expect(apiErrorKey(new Error("boom"))).toBe("common.somethingWentWrong");
  });

  it("has an English text for every explained code, and explains only codes the server has", () => {
    for (const code of EXPLAINED_ERRORS) {
      expect(ERROR_CODES).toContain(code);
      expect(en.apiErrors[code]?.length).toBeGreaterThan(10);
    }
    expect(Object.keys(en.apiErrors).sort()).toEqual([...EXPLAINED_ERRORS].sort());
  });

  it("tells a code apart from a message", () => {
    const cap = new ApiError(403, "PAPER_CAP_REACHED", "Your monthly usage limit has been exceeded.");
    expect(hasCode(cap, "PAPER_CAP_REACHED")).toBe(true);
    expect(hasCode(cap, "USAGE_LIMIT_EXCEEDED")).toBe(false);
  });
});
