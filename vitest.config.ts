import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "server/**/*.test.ts",
      "common/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    setupFiles: ["server/test/setup.ts"],
    globalSetup: ["server/test/global-setup.ts"],
  },
});
