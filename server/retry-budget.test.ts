import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import {
  forgetRouteAnswers,
  isRetryable,
  PROVIDER_ATTEMPTS,
  RetryBudget,
  RetryBudgetSpentError,
  routeAnswering,
  routeOf,
  TRANSIENT_ATTEMPTS,
  UnusableAnswerError,
} from "./retry-budget";

const apiError = (statusCode: number) =>
  new APICallError({
    message: `HTTP ${statusCode}`,
    url: "https://api.example/v1",
    requestBodyValues: {},
    statusCode,
    isRetryable: statusCode === 429 || statusCode >= 500,
  });

describe("RetryBudget", () => {
  it("tries a call again after a provider error it may retry, and returns the answer", async () => {
    const budget = new RetryBudget({ minDelayMs: 0 });
    let calls = 0;
    const value = await budget.call(async (attempt) => {
      calls += 1;
      if (attempt === 1) throw apiError(503);
      return "ok";
    });
    expect(value).toBe("ok");
    expect(calls).toBe(2);
    // The success earned the failure back: the provider is working.
    expect(budget.failures).toBe(0);
  });

  it("lets a flaky provider through a long step, and stops one that always fails after 3 calls", async () => {
    forgetRouteAnswers();
    const flaky = new RetryBudget({ minDelayMs: 0 });
    let n = 0;
    // Every third call fails: 30 calls of a long step all succeed in the end.
    for (let i = 0; i < 30; i++) {
      await flaky.call(async () => {
        n += 1;
        if (n % 3 === 0) throw apiError(503);
        return i;
      });
    }
    expect(flaky.spent).toBe(false);
    const broken = new RetryBudget({ minDelayMs: 0 });
    let calls = 0;
    const failing = () =>
      broken.call(
        async () => {
          calls += 1;
          throw apiError(503);
        },
        { route: routeOf("broken-model", "summary") },
      );
    await expect(failing()).rejects.toThrow();
    await expect(failing()).rejects.toThrow();
    expect(calls).toBe(PROVIDER_ATTEMPTS);
    expect(PROVIDER_ATTEMPTS).toBe(3);
  });

  it("gives transport failures 5 attempts while the same model answers the same kind of call elsewhere", async () => {
    forgetRouteAnswers();
    const route = routeOf({ provider: "openai.chat", modelId: "gpt-4o" }, "summary");
    expect(route).toBe("openai.chat/gpt-4o|summary");
    // Another paper's summary call was answered a moment ago: the provider is flaky, not down.
    await new RetryBudget({ minDelayMs: 0 }).call(async () => "answer", { route });
    expect(routeAnswering(route)).toBe(true);
    const budget = new RetryBudget({ minDelayMs: 0 });
    let calls = 0;
    await expect(
      budget.call(
        async () => {
          calls += 1;
          throw apiError(503);
        },
        { route },
      ),
    ).rejects.toThrow();
    expect(calls).toBe(TRANSIENT_ATTEMPTS);
    // The same model answering another kind of call does not count; an unusable answer never gets more.
    const other = new RetryBudget({ minDelayMs: 0 });
    let otherCalls = 0;
    await expect(
      other.call(
        async () => {
          otherCalls += 1;
          throw apiError(503);
        },
        { route: routeOf({ provider: "openai.chat", modelId: "gpt-4o" }, "plan") },
      ),
    ).rejects.toThrow();
    expect(otherCalls).toBe(PROVIDER_ATTEMPTS);
    const unusable = new RetryBudget({ minDelayMs: 0 });
    let unusableCalls = 0;
    await expect(
      unusable.call(
        async () => {
          unusableCalls += 1;
          throw new UnusableAnswerError("no JSON found");
        },
        { route },
      ),
    ).rejects.toThrow();
    expect(unusableCalls).toBe(PROVIDER_ATTEMPTS);
  });

  it("does not retry what another try cannot fix (a refused key), and counts it", async () => {
    const budget = new RetryBudget({ minDelayMs: 0 });
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      throw apiError(401);
    };
    await expect(budget.call(attempt)).rejects.toThrow("HTTP 401");
    expect(calls).toBe(1);
    expect(budget.failures).toBe(1);
  });

  it("shares 3 failed attempts among all the calls of a step, even in parallel", async () => {
    const budget = new RetryBudget({ minDelayMs: 0 });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      throw apiError(500);
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => budget.call(failing)));
    expect(calls).toBe(3);
    expect(budget.spent).toBe(true);
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    const refused = results.filter(
      (r) => r.status === "rejected" && r.reason instanceof RetryBudgetSpentError,
    );
    expect(refused.length).toBeGreaterThanOrEqual(7);
    expect((refused[0] as PromiseRejectedResult).reason.message).toBe(
      "the provider failed 3 times: HTTP 500",
    );
  });

  it("runs a step's parallel calls all at once when the model answers, at most 3 at once when it does not", async () => {
    forgetRouteAnswers();
    const model = { provider: "openai.chat", modelId: "gpt-4o" };
    const inFlight = async (budget: RetryBudget, route: string, fail: boolean) => {
      let now = 0;
      let most = 0;
      const call = async () => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((r) => setTimeout(r, 5));
        now -= 1;
        if (fail) throw apiError(500);
        return "facts";
      };
      await Promise.allSettled(Array.from({ length: 5 }, () => budget.call(call, { route })));
      return most;
    };
    // Nothing has answered yet: a provider that may be down gets no more calls at once than may fail.
    expect(await inFlight(new RetryBudget({ minDelayMs: 0 }), routeOf(model, "section-analyze"), true)).toBe(
      3,
    );
    // The model answered the paper's plan: a section's five pages are analysed together.
    await new RetryBudget({ minDelayMs: 0 }).call(async () => "plan", { route: routeOf(model, "plan") });
    expect(await inFlight(new RetryBudget({ minDelayMs: 0 }), routeOf(model, "section-analyze"), false)).toBe(
      5,
    );
    // Another model's answers say nothing about this one.
    const other = routeOf({ provider: "openai.chat", modelId: "gpt-4o-mini" }, "section-analyze");
    expect(await inFlight(new RetryBudget({ minDelayMs: 0 }), other, true)).toBe(3);
  });

  it("gives successful calls their attempt back", async () => {
    const budget = new RetryBudget({ minDelayMs: 0 });
    for (let i = 0; i < 10; i++) expect(await budget.call(async () => i)).toBe(i);
    expect(budget.failures).toBe(0);
  });

  it("does not count a call the caller stopped", async () => {
    const budget = new RetryBudget({ minDelayMs: 0 });
    const stopped = new AbortController();
    stopped.abort();
    await expect(
      budget.call(async () => {
        throw stopped.signal.reason;
      }),
    ).rejects.toThrow();
    expect(budget.failures).toBe(0);
  });
});

describe("isRetryable", () => {
  it("retries overloads, time-outs, network failures and unusable answers; not refusals or bugs", () => {
    expect(isRetryable(apiError(429))).toBe(true);
    expect(isRetryable(apiError(503))).toBe(true);
    expect(isRetryable(apiError(400))).toBe(false);
    expect(isRetryable(new DOMException("timed out", "TimeoutError"))).toBe(true);
    expect(isRetryable(new TypeError("fetch failed"))).toBe(true);
    expect(isRetryable(new UnusableAnswerError("no JSON found"))).toBe(true);
    expect(isRetryable(new Error("x is not a function"))).toBe(false);
  });
});
