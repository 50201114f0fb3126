// The retry budget: how often a provider call is tried is decided here, for every layer at once.
// Before, the AI SDK's own retries (3) × structured-output repairs (3) × job attempts (3) could make
// 27 paid calls for one failing step. Now the SDK retries nothing, every attempt of a step's provider
// calls draws on one budget of PROVIDER_ATTEMPTS failures, and a job never repeats a step that already
// spent provider attempts (see pipeline/jobs.ts). A step whose model always fails makes at most
// PROVIDER_ATTEMPTS calls; only while the same model answers the same kind of call elsewhere (other
// papers, other calls of the step) are transport failures given TRANSIENT_ATTEMPTS — the provider is
// flaky then, not down.
import pLimit, { type LimitFunction } from "p-limit";
import pRetry from "p-retry";
import { JSON_MODE_ATTEMPTS } from "../common/constants";

/** Unusable answers (no JSON, wrong shape) a step may get before it stops (spec: "JSON mode, up to 3 attempts"). */
export const PROVIDER_ATTEMPTS = JSON_MODE_ATTEMPTS;
/**
 * Transport failures (5xx, 429, time-outs, resets) a step may meet before it stops while its route is
 * answering elsewhere: a little more room, since a flaky provider answers the next try (bench/faults:
 * 30 % failing calls).
 */
export const TRANSIENT_ATTEMPTS = 5;
/** How recent an answer on a route must be for the route to count as answering (flaky, not down). */
export const ROUTE_ANSWERING_MS = 120_000;

/** When each route (a model and the kind of call made of it) last answered, in this process. */
const lastAnswer = new Map<string, number>();
const MAX_ROUTES = 1000;

/** The route of a call: which model, asked for which step. */
export function routeOf(model: unknown, step: string | undefined): string {
  const name =
    typeof model === "string"
      ? model
      : model && typeof model === "object" && "modelId" in model
        ? `${String((model as { provider?: unknown }).provider ?? "")}/${String((model as { modelId: unknown }).modelId)}`
        : "model";
  return `${name}|${step ?? ""}`;
}

function recordAnswer(route: string, now = Date.now()): void {
  lastAnswer.delete(route);
  lastAnswer.set(route, now);
  if (lastAnswer.size > MAX_ROUTES) {
    const oldest = lastAnswer.keys().next().value;
    if (oldest !== undefined) lastAnswer.delete(oldest);
  }
}

/** Whether the route answered a call recently (anywhere in this process). */
export function routeAnswering(route: string, now = Date.now()): boolean {
  const at = lastAnswer.get(route);
  return at !== undefined && now - at < ROUTE_ANSWERING_MS;
}

/** Whether the route's model answered any kind of call recently (anywhere in this process). */
export function modelAnswering(route: string, now = Date.now()): boolean {
  const model = route.slice(0, route.lastIndexOf("|") + 1);
  for (const [r, at] of lastAnswer) if (r.startsWith(model) && now - at < ROUTE_ANSWERING_MS) return true;
  return false;
}

/** Forgets every route's answers (tests). */
export function forgetRouteAnswers(): void {
  lastAnswer.clear();
}
/** The AI SDK's maxRetries on every call: 0, so no retry happens that this budget does not count. */
export const SDK_MAX_RETRIES = 0;
/**
 * Attempts of a pipeline job whose failure is not a provider's (a database error, a stopped worker).
 * A step saves its output before the next is queued, so such a retry repeats no paid call.
 */
export const JOB_ATTEMPTS = 3;
/** Seconds before a job's second attempt (doubled each time by pg-boss). */
export const JOB_RETRY_DELAY_SECONDS = 2;
/** Backoff between provider attempts: the first waits about `minDelayMs`, then ×2, with jitter. */
export const DEFAULT_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Raised instead of calling a provider once the step has no attempt left. */
export class RetryBudgetSpentError extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    const reason = lastError instanceof Error ? `: ${lastError.message}` : "";
    super(`the provider failed ${attempts} times${reason}`, { cause: lastError });
    this.name = "RetryBudgetSpentError";
  }
}

/** An answer the provider gave that cannot be used (no JSON, wrong shape, too short): worth asking again. */
export class UnusableAnswerError extends Error {
  override name = "UnusableAnswerError";
}

/** The same failure, marked so that it is not tried again (e.g. a stream that already showed text). */
export function notRetryable(error: Error): Error {
  return Object.assign(new Error(error.message, { cause: error }), { isRetryable: false });
}

/** Whether an error means "try again": the provider says so (429, 5xx, network), it timed out, or the answer was unusable. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof RetryBudgetSpentError) return false;
  if (error instanceof UnusableAnswerError) return true;
  const flagged = (error as { isRetryable?: unknown }).isRetryable;
  if (typeof flagged === "boolean") return flagged; // the AI SDK's APICallError
  if (error.name === "TimeoutError") return true;
  if (error.name === "AbortError") return false; // the caller stopped (a time-out is a TimeoutError)
  // Network failures (fetch's TypeError, socket resets) carry no status: worth another try.
  return (
    error instanceof TypeError || /ECONNRESET|ETIMEDOUT|ECONNREFUSED|socket hang up/i.test(error.message)
  );
}

export interface RetryBudgetOptions {
  /** Failed attempts allowed in all (default PROVIDER_ATTEMPTS). */
  attempts?: number;
  /** Delay before the first retry (default DEFAULT_RETRY_DELAY_MS); tests use a few milliseconds. */
  minDelayMs?: number;
}

/**
 * The provider attempts one step may still lose. Every attempt of every call of the step goes through
 * it: a failure uses one up for good. Until the model has answered (any kind of call, in this process,
 * recently), and while a failure is outstanding, no more attempts are in flight at once than may still
 * fail, so parallel calls to a provider that is down (a section's pages) never exceed the budget; a model
 * that answers gets the step's calls at full parallelism (a section's pages analysed together).
 */
export class RetryBudget {
  readonly attempts: number;
  private readonly minDelayMs: number;
  private readonly gate: LimitFunction;
  private failed = 0;
  private lastError: unknown;
  private lastRoute: string | undefined;

  constructor(options: RetryBudgetOptions = {}) {
    this.attempts = options.attempts ?? PROVIDER_ATTEMPTS;
    this.minDelayMs = options.minDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    this.gate = pLimit(this.limit);
  }

  /** Failed attempts not yet earned back by successes. */
  get failures(): number {
    return this.failed;
  }

  /**
   * How many net failures stop the step: `attempts`, raised to TRANSIENT_ATTEMPTS for transport
   * failures on a route that is answering other calls (a flaky provider, not a broken one).
   */
  private get limit(): number {
    if (this.attempts !== PROVIDER_ATTEMPTS) return this.attempts;
    if (this.lastError instanceof UnusableAnswerError) return this.attempts;
    if (this.lastRoute === undefined || !routeAnswering(this.lastRoute)) return this.attempts;
    return TRANSIENT_ATTEMPTS;
  }

  get spent(): boolean {
    return this.failed >= this.limit;
  }

  /**
   * One logical provider call: tries `attempt` (given its 1-based number) until it succeeds, fails
   * in a way another try cannot fix, or the budget is spent; waits with backoff and jitter in between.
   */
  async call<T>(
    attempt: (n: number) => Promise<T>,
    options: { signal?: AbortSignal; route?: string } = {},
  ): Promise<T> {
    return pRetry((n) => this.once(() => attempt(n), options.route), {
      // Bounded by the budget (spent ends the retries), not by a count per call: a call may use the
      // credit its step's successes earned.
      retries: TRANSIENT_ATTEMPTS + 2,
      minTimeout: this.minDelayMs,
      maxTimeout: Math.max(this.minDelayMs, MAX_RETRY_DELAY_MS),
      factor: 2,
      randomize: true,
      shouldRetry: ({ error }) => !this.spent && isRetryable(error),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /** One attempt, counted: refused without calling when nothing is left. */
  private once<T>(attempt: () => Promise<T>, route: string | undefined): Promise<T> {
    // A model that is answering (this step's calls or the paper's others) is up: with no failure
    // outstanding, the step's calls all run at once.
    if (this.failed === 0 && route !== undefined && modelAnswering(route))
      this.gate.concurrency = Number.POSITIVE_INFINITY;
    return this.gate(async () => {
      if (this.spent) throw new RetryBudgetSpentError(this.failed, this.lastError);
      try {
        const result = await attempt();
        if (route !== undefined) recordAnswer(route);
        // A provider that answers is working: each success earns back one failure, so a flaky
        // provider (some calls fail) gets through a long step, while one that always fails is still
        // stopped after `attempts` calls.
        if (this.failed > 0) this.failed -= 1;
        // The provider answers: with no failure outstanding, the step's calls all run at once (a
        // section's pages are analysed together); else no more than may still fail.
        this.gate.concurrency =
          this.failed === 0 ? Number.POSITIVE_INFINITY : Math.max(1, this.limit - this.failed);
        return result;
      } catch (error) {
        if (!isCallerAbort(error)) {
          this.failed += 1;
          this.lastError = error;
          this.lastRoute = route;
          // Never more attempts in flight than may still fail (at least one, so refusals drain).
          this.gate.concurrency = Math.max(1, this.limit - this.failed);
        }
        throw error;
      }
    });
  }
}

const ownBudgets = new WeakMap<object, RetryBudget>();

/** The budget a call carries (its step's), else one kept with the call itself (a call made outside a step). */
export function budgetOf(call: { budget?: RetryBudget }): RetryBudget {
  if (call.budget) return call.budget;
  let budget = ownBudgets.get(call);
  if (!budget) {
    budget = new RetryBudget();
    ownBudgets.set(call, budget);
  }
  return budget;
}

/** The caller stopped waiting (a closed request): not the provider's failure. */
function isCallerAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
