// /api/mcp: the MCP tools over Streamable HTTP for the signed-in person (an API key as
// `Authorization: Bearer`, like every /api route). Stateless: each request gets its own server and
// transport, so any web process can answer it; write_paper's progress streams in the POST's answer.
// The MCP SDK and the tools are loaded at the first MCP request (a chunk of the server bundle), not at start.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../http/context";
import { currentUser } from "../http/middleware";

async function answer(c: Context<AppEnv>): Promise<Response> {
  const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("./tools"),
  ]);
  const { services } = c.var;
  const config = services.config;
  const server = createMcpServer({
    services,
    userId: currentUser(c).id,
    origin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : new URL(c.req.url).origin,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: false });
  await server.connect(transport);
  c.req.raw.signal.addEventListener("abort", () => void server.close(), { once: true });
  return transport.handleRequest(c.req.raw);
}

export const mcpRoutes = new Hono<AppEnv>().post("/", answer).get("/", answer).delete("/", answer);
