// HOSTED_LOGO_URL (issue 32, item 6): the page's security policy loads images over https: only, so an
// http:// logo would never show; the start refuses it with a message that names the setting and the reason.
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const base = { NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret-test-secret-0123" };

describe("HOSTED_LOGO_URL", () => {
  it("refuses an http:// address at start, saying why", () => {
    expect(() => loadConfig({ ...base, HOSTED_LOGO_URL: "http://cdn.example.com/logo.png" })).toThrow(
      'HOSTED_LOGO_URL (got "http://cdn.example.com/logo.png"): must be an https:// address: the page\'s security policy blocks images over http://',
    );
  });

  it("takes an https:// address, and none", () => {
    const url = "https://cdn.example.com/logo.png";
    expect(loadConfig({ ...base, HOSTED_LOGO_URL: url }).HOSTED_LOGO_URL).toBe(url);
    expect(loadConfig({ ...base }).HOSTED_LOGO_URL).toBeUndefined();
  });
});
