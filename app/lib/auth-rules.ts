// Pure helpers of the sign-in and sign-up screens.

/** Where to go after signing in: a same-site path from ?next=, else home. */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  if (next.startsWith("/auth/")) return "/";
  return next;
}

export type AuthErrorKey =
  | "invalidCredentials"
  | "userExists"
  | "passwordTooShort"
  | "passwordTooLong"
  | "invalidEmail"
  | "emailNotVerified"
  | "tooManyRequests"
  | "tooManyAttempts"
  | "passwordTooCommon"
  | "invalidName"
  | "invalidText"
  | "generic";

/** Maps a Better Auth error code (or HTTP status) to the message key shown to the person. */
export function authErrorKey(code: string | undefined, status?: number): AuthErrorKey {
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_PASSWORD":
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
      return "invalidCredentials";
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "userExists";
    case "PASSWORD_TOO_SHORT":
      return "passwordTooShort";
    case "PASSWORD_TOO_LONG":
      return "passwordTooLong";
    case "INVALID_EMAIL":
      return "invalidEmail";
    case "EMAIL_NOT_VERIFIED":
      return "emailNotVerified";
    case "TOO_MANY_ATTEMPTS":
      return "tooManyAttempts";
    case "PASSWORD_TOO_COMMON":
      return "passwordTooCommon";
    case "INVALID_NAME":
      return "invalidName";
    case "INVALID_TEXT":
      return "invalidText";
    default:
      return status === 429 ? "tooManyRequests" : "generic";
  }
}
