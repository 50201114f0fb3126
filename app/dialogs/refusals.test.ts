import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/client";
import { type Refusal, type RefusalFacts, refusalFromError, refusalNotice } from "./refusals";

const en = JSON.parse(readFileSync(new URL("../../locales/en.json", import.meta.url), "utf8")) as {
  dialogs: Record<string, Record<string, string>>;
};

/** The English text of a key of the catalog ("dialogs.usageLimit.title"), its values filled in. */
function english(key: string, values: Record<string, unknown> = {}): string {
  const [, group = "", name = ""] = key.split(".");
  const text = en.dialogs[group]?.[name];
  if (text === undefined) throw new Error(`no English text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(values[v] ?? `{{${v}}}`));
}

function said(refusal: Refusal, facts: RefusalFacts) {
  const notice = refusalNotice(refusal, facts);
  return {
    title: english(notice.title),
    text: notice.text
      .map((s) => ("limit" in s ? english(s.key, { limit: s.limit }) : english(s.key)))
      .join(" "),
    action: notice.action && { ...notice.action, label: english(notice.action.label) },
  };
}

const none: RefusalFacts = { paperQuota: null, hostedCap: null, demoContactURL: null, salesContactURL: null };

describe("refusalNotice", () => {
  it("offers Add credits for 402 and Billing Settings past the monthly budget", () => {
    expect(said("credits", none)).toEqual({
      title: "Not enough credits.",
      text: "You don't have enough credits to continue. Please add credits to your account before proceeding.",
      action: { kind: "addCredits", label: "Add credits" },
    });
    expect(said("usage", none)).toMatchObject({
      title: "Usage limit exceeded.",
      action: { kind: "usageLimits", label: "Billing Settings" },
    });
  });

  it("links an ended trial to the trial's contact, and offers no link without one", () => {
    const facts = {
      ...none,
      demoContactURL: "https://example.com/trial",
      salesContactURL: "https://x/sales",
    };
    expect(said("trial", facts)).toMatchObject({
      title: "Your free trial has expired",
      action: { kind: "contact", label: "Contact us", href: "https://example.com/trial" },
    });
    expect(said("trial", none).action).toBeNull();
  });

  it("says the account's quota and whom to ask when the quota is reached", () => {
    expect(said("quota", { ...none, paperQuota: 3, hostedCap: 10 })).toEqual({
      title: "You have reached your paper limit",
      text: "Paper limit per account: 3. Yours is reached; your papers remain available to read, share and download. To write more, ask whoever runs this server to raise your paper limit.",
      action: null,
    });
  });

  it("says the hosted cap (else the quota) and links the sales contact", () => {
    const facts = { ...none, hostedCap: 5, paperQuota: 3, salesContactURL: "https://example.com/sales" };
    expect(said("cap", facts)).toEqual({
      title: "You have reached your paper limit",
      text: "Paper limit per account: 5. Yours is reached; your papers remain available to read, share and download. To write more, contact your account manager.",
      action: { kind: "contact", label: "Contact us", href: "https://example.com/sales" },
    });
    expect(said("cap", { ...facts, hostedCap: null }).text).toMatch(/^Paper limit per account: 3\. /);
  });

  it("says the workspace's limit in general words when no number is known", () => {
    expect(said("cap", none).text).toBe(
      "This workspace has used all the papers it is allowed. Your existing papers remain available; please contact your account manager to continue.",
    );
  });
});

describe("refusalFromError", () => {
  it("reads the refusal from the status or the code, whatever the message", () => {
    expect(refusalFromError(new ApiError(402, "INSUFFICIENT_CREDITS", "any"))).toBe("credits");
    expect(refusalFromError(new ApiError(403, "USAGE_LIMIT_EXCEEDED", "any"))).toBe("usage");
    expect(refusalFromError(new ApiError(403, "PAPER_CAP_REACHED", "any"))).toBe("cap");
    expect(refusalFromError(new ApiError(403, "PAPER_QUOTA_REACHED", "any"))).toBe("quota");
    expect(refusalFromError(new ApiError(403, "TRIAL_EXPIRED", "any"))).toBe("trial");
    expect(refusalFromError(new ApiError(503, "OUTAGE", "Not enough credits."))).toBeNull();
    expect(refusalFromError(new Error("Usage limit exceeded."))).toBeNull();
  });

  it("keeps to the refusals a screen says", () => {
    expect(
      refusalFromError(new ApiError(403, "PAPER_CAP_REACHED", "any"), ["credits", "usage", "trial"]),
    ).toBeNull();
    expect(refusalFromError(new ApiError(403, "TRIAL_EXPIRED", "any"), ["credits", "usage", "trial"])).toBe(
      "trial",
    );
  });
});
