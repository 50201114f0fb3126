// The server bundle loads at start only what every server needs (issue 14, idle memory): the libraries
// of features used now and then (Word downloads, card payments, MCP, mail, object storage) are in chunks
// read at their first use. The test builds the bundle in memory and follows the entry point's static
// imports; a static import of one of those features from the start-up path fails it.

import os from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { serverBuildOptions } from "./build.mjs";

const LOADED_WHEN_USED = ["docx", "stripe", "@modelcontextprotocol/sdk", "nodemailer", "@aws-sdk/client-s3"];

describe("the server bundle", () => {
  it("keeps Word, Stripe, MCP, mail and S3 out of what the server loads at start", async () => {
    const outdir = path.join(os.tmpdir(), "treatise-bundle-test");
    const result = await esbuild.build({ ...serverBuildOptions(outdir), write: false, sourcemap: false });
    await esbuild.stop();
    const outputs = result.metafile?.outputs ?? {};
    const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint === "server/main.ts");
    expect(entry).toBeDefined();
    // The files the entry point reaches through static imports: what `treatise start` reads.
    const atStart = new Set<string>();
    const visit = (file: string) => {
      if (atStart.has(file)) return;
      atStart.add(file);
      for (const imported of outputs[file]?.imports ?? []) {
        if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
      }
    };
    visit(entry as string);
    const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
    const loadedAtStart = new Set(
      [...atStart].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}).map(packageOf)),
    );
    for (const name of LOADED_WHEN_USED) expect(loadedAtStart.has(name), name).toBe(false);
    // …and they are in the bundle, in chunks of their own.
    const all = new Set(Object.values(outputs).flatMap((o) => Object.keys(o.inputs).map(packageOf)));
    for (const name of LOADED_WHEN_USED) expect(all.has(name), name).toBe(true);
  }, 120_000);
});
