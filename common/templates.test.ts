import { describe, expect, it } from "vitest";
import { buildTemplatePrompt, findTemplate, TEMPLATE_IDS, TEMPLATES } from "./templates";

describe("templates", () => {
  it("has the ten templates of the spec, each with at least one required field", () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(TEMPLATES).toHaveLength(10);
    for (const t of TEMPLATES) {
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.fields.some((f) => f.required)).toBe(true);
      expect(new Set(t.fields.map((f) => f.id)).size).toBe(t.fields.length);
    }
  });

  it("builds a prompt from the filled values and leaves empty ones out", () => {
    const t = findTemplate("company_profile");
    if (!t) throw new Error("missing template");
    const prompt = buildTemplatePrompt(t, { company: "  Nvidia ", website: "", focus: "   " });
    expect(prompt).toBe("Write a company profile.\nCompany name: Nvidia");
    expect(prompt).not.toContain("Company website");
    expect(prompt).not.toContain("Areas of focus");
  });

  it("keeps the order of the form fields", () => {
    const t = findTemplate("competitive_analysis");
    if (!t) throw new Error("missing template");
    const prompt = buildTemplatePrompt(t, { criteria: "pricing", subject: "Notion", competitors: "Coda" });
    expect(prompt.split("\n")).toEqual([
      "Write a competitive analysis.",
      "Company or product: Notion",
      "Competitors: Coda",
      "Comparison criteria: pricing",
    ]);
  });
});
