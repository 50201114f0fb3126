// Passwords refused at sign-up and change: the commonest ones (Firefox Accounts' list of about 10,000,
// from the npm registry), loaded on first use so a start does not pay for it.
import { createRequire } from "node:module";

let checker: { test(password: string): boolean } | null = null;

/** True for a password on the common-password list ('password', '12345678', 'qwertyuiop' …). */
export function isCommonPassword(password: string): boolean {
  if (!checker) checker = createRequire(import.meta.url)("fxa-common-password-list") as typeof checker;
  const candidate = password.trim();
  return checker!.test(candidate) || checker!.test(candidate.toLowerCase());
}
