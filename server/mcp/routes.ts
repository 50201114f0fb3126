// /api/mcp: the MCP tools over Streamable HTTP for the signed-in person (an API key as
// `Authorization: Bearer`, like every /api route). Stateless: each request gets its own server and
// transport, so any web process can answer it; write_paper's progress streams in the POST's answer.
// The MCP SDK and the tools are loaded at the first MCP request (a chunk of the server bundle), not at start.
import { type Context, Hono } from "hono";
import type { SessionUser } from "../auth/users";
import { AppError } from "../errors";
import type { Services } from "../services";

/** What the HTTP app sets on every request: the session's user (required on /api/mcp) and the services. */
export interface McpEnv {
  Variables: { user: SessionUser | null; services: Services };
}

async function answer(c: Context<McpEnv>): Promise<Response> {
  const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("./tools"),
  ]);
  const { services } = c.var;
  const config = services.config;
  const server = createMcpServer({
    services,
    userId: signedIn(c).id,
    origin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : new URL(c.req.url).origin,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: false });
  await server.connect(transport);
  c.req.raw.signal.addEventListener("abort", () => void server.close(), { once: true });
  return transport.handleRequest(c.req.raw);
}

function signedIn(c: Context<McpEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

export const mcpRoutes = new Hono<McpEnv>().post("/", answer).get("/", answer).delete("/", answer);
