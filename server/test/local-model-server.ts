// A local OpenAI-compatible model server for tests and the local-models bench: real HTTP in the
// chat-completions wire format (JSON answers and server-sent-event streams, as Ollama, vLLM, llama.cpp
// and LM Studio serve it), answering each step like the scripted research model. It behaves like the
// servers people run at home:
//  - a window: "refuse" answers an over-long request as vLLM does (HTTP 400, vLLM's error body and
//    wording); "truncate" cuts the prompt's start silently as Ollama does (and records it);
//  - refuseJsonSchema / refuseJsonObject: a server without those response formats (OpenAI's and
//    LM Studio's wordings);
//  - think: answers wrapped in <think>…</think> as DeepSeek-R1 and Qwen3 write them ("orphan": only the
//    closing tag, as when the chat template opened it), streamed in small chunks so tags split;
//  - streamUsage false: a stream without the final usage chunk;
//  - latencyMs / tokensPerSecond: a real model's pace — the wait before its first token, then its tokens
//    at a steady rate (streamed as they come; a JSON answer once all are made), for bench/citations.
// Tokens are counted as characters / charsPerToken (the server's "tokenizer"), plus 4 per message.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { scriptedAnswer } from "./research-model";

export interface LocalModelServerOptions {
  /** The server's window in tokens; unset: no limit. */
  contextTokens?: number;
  /** What happens to a request over the window (default "refuse"). */
  overflow?: "refuse" | "truncate";
  /** Characters per token of the server's count (default 3.5). */
  charsPerToken?: number;
  refuseJsonSchema?: boolean;
  refuseJsonObject?: boolean;
  /** "field": the thinking in reasoning_content, as vLLM's reasoning parser and DeepSeek's API send it. */
  think?: "wrap" | "orphan" | "field";
  /** Send the usage chunk at the end of streams (default true). */
  streamUsage?: boolean;
  /** Characters per streamed chunk (default 7). */
  chunkChars?: number;
  /** Milliseconds before the first token of every answer (a real model's time to first token). */
  latencyMs?: number;
  /** Tokens generated per second after the first (unset: all at once). */
  tokensPerSecond?: number;
  /** A pace of its own for some requests (a faster small model's), else latencyMs and tokensPerSecond. */
  pace?: (request: RecordedRequest) => { latencyMs: number; tokensPerSecond: number } | undefined;
  /** Replace an answer: return text to send, or undefined for the scripted one. */
  override?: (request: RecordedRequest, index: number) => string | undefined;
}

export interface RecordedRequest {
  stream: boolean;
  responseFormat: string | null;
  maxTokens: number | null;
  promptTokens: number;
  /** Prompt and answer room over the window. */
  overWindow: boolean;
  /** What the server did: answered, refused the length, refused the format, or cut the prompt. */
  outcome: "answered" | "refused-length" | "refused-format" | "truncated";
  system: string;
  user: string;
  /** The answer's text as sent (after any override). */
  answer?: string;
  /** performance.now() when the request arrived and when its answer ended. */
  startedAt: number;
  endedAt?: number;
}

export interface LocalModelServer {
  baseURL: string;
  requests: RecordedRequest[];
  /** Settings that point the OpenAI-compatible catalog entry at this server. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const MODEL = "local-llm:4b";
const THINKING =
  'Okay, the user wants JSON. Let me think about {"draft": true} and whether to cite [99]. I will answer now.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    request.on("data", (chunk: Buffer) => {
      data += chunk.toString("utf8");
    });
    request.on("end", () => resolve(data));
    request.on("error", reject);
  });
}

type Message = { role: string; content: string | { type: string; text?: string }[] };

function contentOf(message: Message): string {
  return typeof message.content === "string"
    ? message.content
    : message.content.map((part) => part.text ?? "").join("");
}

/** The JSON schema a request asks to fill: in response_format, else written into the system prompt. */
function schemaOf(body: Record<string, unknown>, system: string): Record<string, unknown> | null {
  const format = body.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
  if (format?.type === "json_schema" && format.json_schema?.schema) {
    return format.json_schema.schema as Record<string, unknown>;
  }
  const at = system.indexOf("valid against this JSON schema:\n");
  if (at < 0) return null;
  const line = system.slice(at + "valid against this JSON schema:\n".length).split("\n")[0] ?? "";
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function startLocalModelServer(
  options: LocalModelServerOptions = {},
): Promise<LocalModelServer> {
  const requests: RecordedRequest[] = [];
  const perToken = options.charsPerToken ?? 3.5;
  const count = (text: string) => Math.ceil(text.length / perToken);

  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
    const json = (status: number, value: unknown) => {
      res.statusCode = status;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(value));
    };
    if (req.url !== "/v1/chat/completions") return json(404, { error: { message: "not found" } });
    const messages = (body.messages as Message[]) ?? [];
    const system = messages
      .filter((m) => m.role === "system")
      .map(contentOf)
      .join("\n");
    let user = messages
      .filter((m) => m.role !== "system")
      .map(contentOf)
      .join("\n");
    const promptTokens = messages.reduce((sum, m) => sum + count(contentOf(m)) + 4, 0);
    const maxTokens = typeof body.max_tokens === "number" ? body.max_tokens : null;
    const format = (body.response_format as { type?: string } | undefined)?.type ?? null;
    const window = options.contextTokens;
    const overWindow = window !== undefined && promptTokens + (maxTokens ?? 0) > window;
    const record: RecordedRequest = {
      stream: body.stream === true,
      responseFormat: format,
      maxTokens,
      promptTokens,
      overWindow,
      outcome: "answered",
      system,
      user,
      startedAt: performance.now(),
    };
    requests.push(record);
    res.on("finish", () => {
      record.endedAt = performance.now();
    });

    if (format === "json_schema" && options.refuseJsonSchema) {
      record.outcome = "refused-format";
      // OpenAI's words for a model without structured outputs.
      return json(400, {
        error: {
          message:
            "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
          type: "invalid_request_error",
          param: "response_format",
          code: null,
        },
      });
    }
    if (format === "json_object" && options.refuseJsonObject) {
      record.outcome = "refused-format";
      // LM Studio's words: it takes json_schema or text only.
      return json(400, { error: "'response_format.type' must be 'json_schema' or 'text'" });
    }
    let reported = promptTokens;
    if (window !== undefined && overWindow) {
      if ((options.overflow ?? "refuse") === "refuse") {
        record.outcome = "refused-length";
        // vLLM's OpenAI server: its error body and wording (vllm/entrypoints/openai/serving_engine.py).
        const message =
          maxTokens === null
            ? `This model's maximum context length is ${window} tokens. However, you requested ${promptTokens} tokens in the messages, Please reduce the length of the messages.`
            : `This model's maximum context length is ${window} tokens. However, you requested ${promptTokens + maxTokens} tokens (${promptTokens} in the messages, ${maxTokens} in the completion). Please reduce the length of the messages or completion.`;
        return json(400, { object: "error", message, type: "BadRequestError", param: null, code: 400 });
      }
      // Ollama keeps the end of the prompt and drops the start (its instructions) without a word.
      record.outcome = "truncated";
      const keep = Math.max(0, Math.floor((window - (maxTokens ?? 0)) * perToken) - system.length);
      user = user.slice(Math.max(0, user.length - keep));
      // Ollama reports the tokens it kept, not the ones it was sent.
      reported = count(system) + count(user) + 8;
    }

    const schema = schemaOf(body, record.outcome === "truncated" ? "" : system);
    // A diligent model plans the number of sections the prompt asks for (the schema allows from 3).
    const asked = /exactly (\d+) sections/.exec(system)?.[1];
    const sections = (schema?.properties as Record<string, { minItems?: number }> | undefined)?.sections;
    if (asked && sections) sections.minItems = Number(asked);
    const scripted = scriptedAnswer(schema, user);
    let text = options.override?.(record, requests.length - 1) ?? scripted;
    if (options.think === "wrap") text = `<think>\n${THINKING}\n</think>\n\n${text}`;
    if (options.think === "orphan") text = `${THINKING}\n</think>\n\n${text}`;
    record.answer = text;
    const completionTokens = count(text);
    const usage = {
      prompt_tokens: reported,
      completion_tokens: completionTokens,
      total_tokens: reported + completionTokens,
    };
    const base = { id: `chatcmpl-${requests.length}`, created: 1_764_000_000, model: MODEL };
    const own = options.pace?.(record);
    const rate = own ? own.tokensPerSecond : options.tokensPerSecond;
    const latency = own ? own.latencyMs : options.latencyMs;
    if (latency) await sleep(latency);
    if (!record.stream) {
      if (rate) await sleep((1000 * completionTokens) / rate);
      return json(200, {
        ...base,
        object: "chat.completion",
        choices: [
          {
            index: 0,
            message: {
              role: "assistant",
              content: text,
              ...(options.think === "field" ? { reasoning_content: THINKING } : {}),
            },
            finish_reason: "stop",
          },
        ],
        usage,
      });
    }
    res.setHeader("content-type", "text/event-stream");
    const send = (value: unknown) => res.write(`data: ${JSON.stringify(value)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      ...base,
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    send(chunk({ role: "assistant", content: "" }, null));
    const size = options.chunkChars ?? 7;
    if (options.think === "field") {
      for (let i = 0; i < THINKING.length; i += size)
        send(chunk({ reasoning_content: THINKING.slice(i, i + size) }, null));
    }
    // Paced against the clock (not chunk by chunk), so timers' delays do not add up.
    const firstToken = performance.now();
    for (let i = 0; i < text.length; i += size) {
      if (rate) await sleep(firstToken + (1000 * (i + size)) / perToken / rate - performance.now());
      send(chunk({ content: text.slice(i, i + size) }, null));
    }
    send(chunk({}, "stop"));
    if (options.streamUsage !== false) send({ ...base, object: "chat.completion.chunk", choices: [], usage });
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseURL,
    requests,
    env: (extra = {}) => ({
      OPENAI_COMPATIBLE_BASE_URL: baseURL,
      OPENAI_COMPATIBLE_MODEL: MODEL,
      OPENAI_COMPATIBLE_LABEL: "Local model",
      ...extra,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
