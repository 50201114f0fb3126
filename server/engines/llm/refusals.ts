// Recognises two refusals a provider words in its own way: a prompt longer than the model's window,
// and a response_format the server does not support. Where the wordings come from:
//  - OpenAI: "This model's maximum context length is 128000 tokens. However, your messages resulted in
//    130000 tokens. Please reduce the length of the messages." (code context_length_exceeded)
//  - vLLM (older): "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens
//    (4000 in the messages, 1000 in the completion). Please reduce the length of the messages or completion."
//    (newer): "… However, you requested 1000 output tokens and your prompt contains at least 4001 input
//    tokens, for a total of at least 5001 tokens. …" and "You passed 4001 input tokens and requested 1000
//    output tokens. However, the model's context length is only 4096 tokens, …"
//  - llama.cpp's server: "the request exceeds the available context size, try increasing the context size
//    or enable context shift" (type exceed_context_size_error, with n_prompt_tokens and n_ctx)
//  - LM Studio: "… the model is loaded with context length of only 4096 tokens, which is not enough."
//  - Anthropic: "prompt is too long: 208310 tokens > 200000 maximum"
//  - Google: "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576)."
//  - Mistral: "Prompt contains 40000 tokens … too large for model with 32768 maximum context length"
// Ollama refuses nothing: it cuts the prompt's start silently, which only a declared window prevents.

/** What a context-length refusal said: the window and the prompt's size, when it named them. */
export interface ContextRefusal {
  contextTokens?: number;
  promptTokens?: number;
}

/** The error's words: its message, the body the server sent, and its causes. */
export function errorText(error: unknown, depth = 0): string {
  if (error === null || error === undefined || depth > 3) return "";
  if (typeof error === "string") return error;
  if (!(error instanceof Error)) {
    try {
      return JSON.stringify(error);
    } catch {
      return String(error);
    }
  }
  const body = (error as { responseBody?: unknown }).responseBody;
  return [error.message, typeof body === "string" ? body : "", errorText(error.cause, depth + 1)]
    .filter(Boolean)
    .join("\n");
}

const CONTEXT_PATTERNS = [
  /maximum context length/i,
  /context_length_exceeded/i,
  /context length is only/i,
  /context length of only/i,
  /exceeds? the available context size/i,
  /exceed_context_size_error/i,
  /prompt is too long/i,
  /input token count.{0,20}exceeds the maximum number of tokens/i,
  /too large for model with \d+ maximum context length/i,
  /context window (?:exceeded|is too small)/i,
  /reduce the length of the (?:input )?(?:messages|prompt)/i,
];

const WINDOW_PATTERNS = [
  /maximum context length is (\d+)/i,
  /context length is only (\d+)/i,
  /context length of only (\d+)/i,
  /"n_ctx"\s*:\s*(\d+)/,
  /available context size \((\d+) tokens?\)/i,
  /tokens? > (\d+) maximum/i,
  /maximum number of tokens allowed \(?(\d+)/i,
  /model with (\d+) maximum context length/i,
];

const PROMPT_PATTERNS = [
  /\((\d+) in the messages/i,
  /prompt contains at least (\d+) input tokens/i,
  /messages resulted in (\d+) tokens/i,
  /you passed (\d+) input tokens/i,
  /request has (\d+) input tokens/i,
  /"n_prompt_tokens"\s*:\s*(\d+)/,
  /request \((\d+) tokens?\) exceeds/i,
  /prompt is too long: (\d+) tokens/i,
  /input token count \((\d+)\)/i,
  /prompt contains (\d+) tokens/i,
];

function firstNumber(text: string, patterns: RegExp[]): number | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}

/** The refusal of a prompt too long for the window, or null when the error is something else. */
export function contextRefusal(error: unknown): ContextRefusal | null {
  const text = errorText(error);
  if (!CONTEXT_PATTERNS.some((p) => p.test(text))) return null;
  const refusal: ContextRefusal = {};
  const window = firstNumber(text, WINDOW_PATTERNS);
  if (window !== undefined) refusal.contextTokens = window;
  const prompt = firstNumber(text, PROMPT_PATTERNS);
  if (prompt !== undefined) refusal.promptTokens = prompt;
  return refusal;
}

const FORMAT_PATTERNS = [
  /response_format/i,
  /json_schema/i,
  /json_object/i,
  /structured output/i,
  /guided_json/i,
  /json mode/i,
];

/**
 * A server's refusal of the response_format asked for (OpenAI: "Invalid parameter: 'response_format' of
 * type 'json_schema' is not supported with this model."; LM Studio: "'response_format.type' must be
 * 'json_schema'"): a 4xx that speaks of the format, not of the window.
 */
export function formatRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== "number" || status < 400 || status >= 500) return false;
  const text = errorText(error);
  if (contextRefusal(error)) return false;
  return FORMAT_PATTERNS.some((p) => p.test(text));
}
