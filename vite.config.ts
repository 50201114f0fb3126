// Builds the React app in app/ into dist/app, which the server serves; in development, /api goes to the server.
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));
/** Where `vite` (dev) and `vite preview` send /api; the server's default port unless TREATISE_API_URL says otherwise. */
const apiTarget = process.env.TREATISE_API_URL ?? "http://localhost:3000";

/** /api goes to the server, except the dev server's own modules of app/api/ (client.ts …). */
const apiProxy: ProxyOptions = {
  target: apiTarget,
  changeOrigin: false,
  bypass: (req) => (/\.tsx?(\?|$)/.test(req.url ?? "") ? req.url : undefined),
};

export default defineConfig({
  root: fileURLToPath(new URL("./app", import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL("./dist/app", import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // What the first page needs (everything the entry imports statically) in one chunk: left to the
        // automatic splitting it came in some 35 files, each compressed on its own (about 5 KB more
        // gzip in all). The screens loaded later keep their own chunks.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: { "/api": apiProxy },
  },
  preview: {
    port: 4173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
