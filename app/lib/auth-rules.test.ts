import { describe, expect, it } from "vitest";
import { authErrorKey, safeNext } from "./auth-rules";

describe("sign-in helpers", () => {
  it("returns only to same-site paths outside /auth", () => {
    expect(safeNext("/d/abc?x=1")).toBe("/d/abc?x=1");
    expect(safeNext(null)).toBe("/");
    expect(safeNext("https://evil.example")).toBe("/");
    expect(safeNext("//evil.example")).toBe("/");
    expect(safeNext("/\\evil.example")).toBe("/");
    expect(safeNext("/auth/logout")).toBe("/");
  });
  it("maps Better Auth codes to messages", () => {
    expect(authErrorKey("INVALID_EMAIL_OR_PASSWORD")).toBe("invalidCredentials");
    expect(authErrorKey("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")).toBe("userExists");
    expect(authErrorKey("PASSWORD_TOO_SHORT")).toBe("passwordTooShort");
    expect(authErrorKey(undefined, 429)).toBe("tooManyRequests");
    expect(authErrorKey("TOO_MANY_ATTEMPTS", 429)).toBe("tooManyAttempts");
    expect(authErrorKey("PASSWORD_TOO_COMMON", 400)).toBe("passwordTooCommon");
    expect(authErrorKey("INVALID_NAME", 400)).toBe("invalidName");
    expect(authErrorKey("INVALID_TEXT", 400)).toBe("invalidText");
    expect(authErrorKey("SOMETHING_ELSE", 500)).toBe("generic");
  });
});
