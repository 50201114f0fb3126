// Why a paper cannot start or go on (spec §8), as data: which refusal, its title, its text and its action.
// The composer and the document page both say them through RefusalDialog.
import { isApiError } from "../api/client";
import { hasCode } from "../api/errors";

/** 402 not enough credits, 403 past the monthly budget, an ended trial, the hosted cap, the account's quota. */
export type Refusal = "credits" | "usage" | "trial" | "cap" | "quota";

const ALL_REFUSALS: readonly Refusal[] = ["credits", "usage", "cap", "quota", "trial"];

/** The refusal an API error stands for, when it is one of `among` (by status 402 or by code, never by message). */
export function refusalFromError(error: unknown, among: readonly Refusal[] = ALL_REFUSALS): Refusal | null {
  const refusal: Refusal | null = isApiError(error, 402)
    ? "credits"
    : hasCode(error, "USAGE_LIMIT_EXCEEDED")
      ? "usage"
      : hasCode(error, "PAPER_CAP_REACHED")
        ? "cap"
        : hasCode(error, "PAPER_QUOTA_REACHED")
          ? "quota"
          : hasCode(error, "TRIAL_EXPIRED")
            ? "trial"
            : null;
  return refusal && among.includes(refusal) ? refusal : null;
}

/** What the installation and the account tell about the limits, and whom to ask. */
export interface RefusalFacts {
  /** The account's paper quota, when it has one. */
  paperQuota: number | null;
  /** The hosted variant's paper cap, when it is on. */
  hostedCap: number | null;
  /** Contact of an ended trial. */
  demoContactURL: string | null;
  /** Contact for more papers. */
  salesContactURL: string | null;
}

type TitleKey =
  | "dialogs.notEnoughCredits.title"
  | "dialogs.usageLimit.title"
  | "dialogs.demoComplete.trialTitle"
  | "dialogs.demoComplete.capTitle";

/** One sentence of the text; the sentences are said one after the other. */
export type RefusalSentence =
  | {
      key:
        | "dialogs.notEnoughCredits.text"
        | "dialogs.usageLimit.text"
        | "dialogs.demoComplete.trialText"
        | "dialogs.demoComplete.capText"
        | "dialogs.demoComplete.capAskContact"
        | "dialogs.demoComplete.capAskOperator";
    }
  | { key: "dialogs.demoComplete.capLimit"; limit: number };

/** Beside Close: open Add credits, open Billing › Usage limits, or a link to the contact. */
export type RefusalAction =
  | { kind: "addCredits"; label: "dialogs.notEnoughCredits.addCredits" }
  | { kind: "usageLimits"; label: "dialogs.usageLimit.billingSettings" }
  | { kind: "contact"; label: "dialogs.demoComplete.contact"; href: string };

export interface RefusalNotice {
  title: TitleKey;
  text: RefusalSentence[];
  action: RefusalAction | null;
}

/** What the dialog of a refusal says and offers. */
export function refusalNotice(refusal: Refusal, facts: RefusalFacts): RefusalNotice {
  switch (refusal) {
    case "credits":
      return {
        title: "dialogs.notEnoughCredits.title",
        text: [{ key: "dialogs.notEnoughCredits.text" }],
        action: { kind: "addCredits", label: "dialogs.notEnoughCredits.addCredits" },
      };
    case "usage":
      return {
        title: "dialogs.usageLimit.title",
        text: [{ key: "dialogs.usageLimit.text" }],
        action: { kind: "usageLimits", label: "dialogs.usageLimit.billingSettings" },
      };
    case "trial":
      return {
        title: "dialogs.demoComplete.trialTitle",
        text: [{ key: "dialogs.demoComplete.trialText" }],
        action: contact(facts.demoContactURL),
      };
    case "cap":
    case "quota":
      return capNotice(refusal === "quota" ? facts.paperQuota : (facts.hostedCap ?? facts.paperQuota), facts);
  }
}

/** Said even without a contact address: what the limit is, and whom to ask (issue 32, item 6). */
function capNotice(limit: number | null, facts: RefusalFacts): RefusalNotice {
  const contactURL = facts.salesContactURL;
  return {
    title: "dialogs.demoComplete.capTitle",
    text:
      limit === null
        ? [{ key: "dialogs.demoComplete.capText" }]
        : [
            { key: "dialogs.demoComplete.capLimit", limit },
            {
              key: contactURL ? "dialogs.demoComplete.capAskContact" : "dialogs.demoComplete.capAskOperator",
            },
          ],
    action: contact(contactURL),
  };
}

function contact(href: string | null): RefusalAction | null {
  return href ? { kind: "contact", label: "dialogs.demoComplete.contact", href } : null;
}
