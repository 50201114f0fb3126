// The MCP server of Treatise: the tools an agent uses to write and read papers as one person. The same
// server answers over stdio (`treatise mcp`, stdio.ts) and over Streamable HTTP at /api/mcp (routes.ts);
// each connection gets its own McpServer bound to the person it acts for.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import {
  LOCALES,
  NUMBER_OF_SECTIONS_MAX,
  NUMBER_OF_SECTIONS_MIN,
  SEARCH_TYPES,
} from "../../common/constants";
import { DOCUMENT_STAGES, type PresentedDocument } from "../../common/types";
import { documentStateFor } from "../documents/access";
import { getDocument, listDocuments } from "../documents/documents";
import { paperMarkdown } from "../downloads/markdown";
import { paperOf } from "../downloads/paper";
import { AppError } from "../errors";
import { createDocument } from "../pipeline/start";
import { presentDocument } from "../presenters/document";
import { presentEvidence } from "../presenters/evidence";
import type { Services } from "../services";

export interface McpContext {
  services: Services;
  /** The person every tool acts for (the API key's owner, or the command line's account). */
  userId: string;
  /** The app's address, for links in the papers' Markdown. */
  origin: string;
  /** How often write_paper looks at the paper while it is written. */
  pollMs?: number;
}

const text = (value: string): CallToolResult => ({ content: [{ type: "text", text: value }] });
const json = (value: unknown): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
  structuredContent: value as Record<string, unknown>,
});

/** A tool's failure as the tool's answer (isError), with the registry's message and code. */
function failure(error: unknown): CallToolResult {
  if (error instanceof AppError) {
    return { isError: true, content: [{ type: "text", text: `${error.code}: ${error.message}` }] };
  }
  throw error;
}

/** The stage of a paper being written as a number of steps done, for progress notifications. */
function progressOf(doc: PresentedDocument): { progress: number; total: number; message: string } {
  const total = DOCUMENT_STAGES.length + 1;
  if (doc.status === "COMPLETE") return { progress: total, total, message: `COMPLETE: ${doc.title}` };
  const stage = doc.content.stage;
  const index = stage ? DOCUMENT_STAGES.indexOf(stage) : 0;
  const sections = doc.content.plan?.sections ?? [];
  const done = sections.filter((s) => s.status === "COMPLETE").length;
  const detail = sections.length && stage === "GENERATING" ? ` (${done}/${sections.length} sections)` : "";
  return { progress: Math.max(index, 0) + 1, total, message: `${doc.status} ${stage ?? ""}${detail}`.trim() };
}

const writePaperInput = {
  question: z.string().min(1).max(2000).describe("The research question the paper answers."),
  model: z
    .string()
    .optional()
    .describe("A model id of this instance (GET /api/config); 'offline' needs no provider."),
  locale: z.enum(LOCALES).optional().describe("The paper's language (default en)."),
  sections: z.number().int().min(NUMBER_OF_SECTIONS_MIN).max(NUMBER_OF_SECTIONS_MAX).optional(),
  searchTypes: z
    .array(z.enum([...SEARCH_TYPES, "library"]))
    .min(1)
    .optional()
    .describe("web, news, scholar, library (default web, news, scholar)."),
};

/** An McpServer with write_paper, get_paper, get_paper_evidence, list_papers and search_library for one person. */
export function createMcpServer(context: McpContext): McpServer {
  const { services, userId, origin } = context;
  const viewer = { id: userId };
  const server = new McpServer({ name: "treatise", version: "1.0.0" });

  const presented = async (id: string) =>
    presentDocument(await getDocument({ db: services.db, viewer, documentId: id }), { viewer });

  server.registerTool(
    "write_paper",
    {
      description:
        "Writes a research paper with references on a question. Sends progress notifications while it " +
        "searches, plans and writes, and answers with the paper's id and title when it is complete.",
      inputSchema: writePaperInput,
    },
    async (args, extra) => {
      try {
        const { id } = await createDocument({
          deps: services.research,
          models: services.models,
          billing: services.billing,
          gates: {
            outage: services.config.OUTAGE,
            paperCap: services.config.HOSTED_PAPER_CAP,
            paperQuota: services.config.PAPER_QUOTA,
            trialExpiresAt: services.config.FEATURE_DEMO ? services.config.DEMO_EXPIRES_AT : undefined,
          },
          userId,
          origin,
          body: {
            query: args.question,
            ...(args.model ? { model: args.model } : {}),
            ...(args.locale ? { locale: args.locale } : {}),
            ...(args.sections ? { numberOfSections: args.sections } : {}),
            ...(args.searchTypes ? { searchTypes: args.searchTypes } : {}),
            automaticMode: true,
          },
        });
        const token = extra._meta?.progressToken;
        const notify = async (progress: number, total: number, message: string) => {
          if (token === undefined) return;
          await extra.sendNotification({
            method: "notifications/progress",
            params: { progressToken: token, progress, total, message },
          });
        };
        await notify(0, DOCUMENT_STAGES.length + 1, `Paper ${id} started`);
        let last = "";
        for (;;) {
          if (extra.signal.aborted) return text(`Stopped waiting; paper ${id} goes on being written.`);
          const doc = await presented(id);
          const step = progressOf(doc);
          if (step.message !== last) {
            last = step.message;
            await notify(step.progress, step.total, step.message);
          }
          if (doc.status === "COMPLETE") return json({ id, title: doc.title, status: doc.status });
          if (doc.status === "ERROR") {
            return {
              isError: true,
              content: [
                { type: "text", text: `Paper ${id} ended in ERROR: ${doc.content.error?.message ?? ""}` },
              ],
              structuredContent: { id, title: doc.title, status: doc.status },
            };
          }
          await new Promise((resolve) => setTimeout(resolve, context.pollMs ?? 500));
        }
      } catch (error) {
        return failure(error);
      }
    },
  );

  server.registerTool(
    "get_paper",
    {
      description: "A complete paper as Markdown: title, summary, sections and numbered references.",
      inputSchema: { id: z.string().describe("The paper's id (from write_paper or list_papers).") },
    },
    async ({ id }) => {
      try {
        const state = await documentStateFor({ db: services.db, viewer, documentId: id, action: "download" });
        if (state.doc.status !== "COMPLETE") throw new AppError("DOCUMENT_NOT_COMPLETE");
        const paper = paperOf(state);
        return text(
          paperMarkdown(paper, { coverUrl: paper.coverKey ? `${origin}/api/files/${paper.coverKey}` : null }),
        );
      } catch (error) {
        return failure(error);
      }
    },
  );

  server.registerTool(
    "get_paper_evidence",
    {
      description:
        "Each cited sentence of a paper with its verdict against its sources (supported, or unchecked) and, " +
        "for each citation, the supporting passage, the text around it, the source's title, URL and date read.",
      inputSchema: { id: z.string().describe("The paper's id (from write_paper or list_papers).") },
    },
    async ({ id }) => {
      try {
        const state = await getDocument({ db: services.db, viewer, documentId: id });
        return json({ evidence: presentEvidence(state, { shared: false }) });
      } catch (error) {
        return failure(error);
      }
    },
  );

  server.registerTool(
    "list_papers",
    {
      description: "Your papers, newest first (25 a page): id, title, question, status, created.",
      inputSchema: { cursor: z.string().optional().describe("nextCursor of the previous page.") },
    },
    async ({ cursor }) => {
      try {
        const page = await listDocuments({ db: services.db, userId, archived: false, cursor });
        return json({
          papers: page.rows.map((d) => ({
            id: d.id,
            title: d.title,
            question: d.query,
            status: d.status,
            createdAt: d.createdAt.toISOString(),
          })),
          nextCursor: page.nextCursor,
        });
      } catch (error) {
        return failure(error);
      }
    },
  );

  server.registerTool(
    "search_library",
    {
      description:
        "Searches the instance's local library (LIBRARY_DIR): title, library:// address and snippet.",
      inputSchema: {
        query: z.string().min(1).max(500),
        limit: z.number().int().min(1).max(50).optional(),
      },
    },
    async ({ query, limit }) => {
      const library = services.sources.library;
      if (!library)
        return {
          isError: true,
          content: [{ type: "text", text: "This instance has no library (LIBRARY_DIR is not set)." }],
        };
      await library.ready;
      const hits = await library.search({ query, type: "library", num: limit ?? 10 });
      return json({ results: hits.map((h) => ({ title: h.title, url: h.url, snippet: h.snippet })) });
    },
  );

  return server;
}
