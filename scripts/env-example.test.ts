// .env.example documents every setting of server/config.ts `envSchema` — no more, no fewer — each as a
// commented `# KEY=default` line under a comment that says what it does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { envSchema, loadConfig } from "../server/config";

const root = fileURLToPath(new URL("..", import.meta.url));
const file = path.join(root, ".env.example");
const lines = readFileSync(file, "utf8").split("\n");
const SETTING = /^# ([A-Z][A-Z0-9_]*)=(.*)$/;

/** Settings named in .env.example, with their line number (0-based) and example value. */
function documented(): { key: string; value: string; line: number }[] {
  return lines.flatMap((text, line) => {
    const match = SETTING.exec(text);
    return match ? [{ key: match[1]!, value: match[2]!, line }] : [];
  });
}

describe(".env.example", () => {
  const schemaKeys = Object.keys(envSchema.shape).sort();
  const keys = documented().map((d) => d.key);

  it("names every setting of envSchema", () => {
    const missing = schemaKeys.filter((key) => !keys.includes(key));
    expect(missing, "settings of server/config.ts missing from .env.example").toEqual([]);
  });

  it("names no setting that envSchema does not know", () => {
    const unknown = keys.filter((key) => !schemaKeys.includes(key));
    expect(unknown, "unknown settings in .env.example").toEqual([]);
  });

  it("names each setting once", () => {
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
  });

  it("explains each setting on the comment line above it", () => {
    const bare = documented().filter(({ line }) => {
      const above = lines[line - 1] ?? "";
      return !above.startsWith("# ") || SETTING.test(above) || above.startsWith("# ──");
    });
    expect(bare.map((b) => b.key)).toEqual([]);
  });

  it("sets nothing: every setting is commented out", () => {
    const active = lines.filter((text) => /^\s*[A-Z][A-Z0-9_]*\s*=/.test(text));
    expect(active).toEqual([]);
  });

  it("gives example values the configuration accepts", () => {
    // Uncommenting every line as written must still start (the values are the defaults).
    const env: Record<string, string> = {};
    for (const { key, value } of documented()) env[key] = value.replace(/^(['"])(.*)\1$/, "$2");
    env.DATA_DIR = path.join(root, "data");
    env.SESSION_SECRET = "example-secret-example-secret-0123456789";
    const config = loadConfig(env);
    expect(config.PORT).toBe(3000);
    expect(config.mode).toBe("embedded");
    expect(config.MAIL_FROM).toBe("Treatise <no-reply@treatise.local>");
    expect(config.sources.wikipedia.baseUrl).toBe("https://{lang}.wikipedia.org");
  });
});
