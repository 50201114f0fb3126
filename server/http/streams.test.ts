// takingTurns: a crowd of event streams opening at once lets other requests through between openings.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { takingTurns } from "./streams";

describe("takingTurns", () => {
  it("lets `concurrency` openings through at a time, and a request that comes meanwhile goes between them", async () => {
    const log: string[] = [];
    let inside = 0;
    let mostInside = 0;
    const app = new Hono();
    app.use("/open/*", takingTurns(2));
    app.get("/open/:n", async (c) => {
      inside += 1;
      mostInside = Math.max(mostInside, inside);
      log.push(`open ${c.req.param("n")}`);
      await new Promise((r) => setTimeout(r, 1));
      inside -= 1;
      return c.text("opened");
    });
    app.get("/other", (c) => {
      log.push("other");
      return c.text("ok");
    });
    const openings = Array.from({ length: 20 }, (_, n) => app.request(`/open/${n}`));
    const other = app.request("/other");
    const answers = await Promise.all([...openings, other]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(mostInside).toBe(2);
    // Without turns, all 20 openings ran before the other request was read.
    expect(log.indexOf("other")).toBeLessThan(4);
    expect(log.filter((l) => l.startsWith("open"))).toHaveLength(20);
  });

  it("lets the next one through when an opening fails", async () => {
    const app = new Hono();
    app.use("/open/*", takingTurns(1));
    app.get("/open/:n", (c) => {
      if (c.req.param("n") === "0") throw new Error("no");
      return c.text("opened");
    });
    const answers = await Promise.all([0, 1, 2].map((n) => app.request(`/open/${n}`)));
    expect(answers.map((a) => a.status)).toEqual([500, 200, 200]);
  });
});
