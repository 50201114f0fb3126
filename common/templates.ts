// The ten paper templates of spec §3: a form whose filled values become the query of a new document.
import type { z } from "zod";
import type { template } from "./account-schemas";

export { TEMPLATE_IDS, type TemplateId } from "./template-ids";

/** A template and its form's fields: the types of the contract's schema (GET /api/user/templates). */
export type Template = z.infer<typeof template>;
export type TemplateField = Template["fields"][number];

function field(id: string, label: string, placeholder: string, description: string, required = false) {
  return { id, label, placeholder, description, required };
}

export const TEMPLATES: Template[] = [
  {
    id: "company_profile",
    name: "Company Profile",
    description:
      "A rounded picture of one company: history, products, market position, leadership and outlook.",
    instruction: "Write a company profile.",
    fields: [
      field("company", "Company name", "e.g. Nvidia", "The company the profile is about.", true),
      field(
        "website",
        "Company website",
        "e.g. https://www.nvidia.com",
        "Helps tell the company apart from others with a similar name.",
      ),
      field(
        "focus",
        "Areas of focus",
        "e.g. products, leadership, financial performance",
        "Topics the profile should cover in depth.",
      ),
    ],
  },
  {
    id: "industry_primer",
    name: "Industry Primer",
    description:
      "An introduction to an industry: how it works, its size, its main players and what drives it.",
    instruction: "Write an industry primer.",
    fields: [
      field("industry", "Industry", "e.g. Commercial aviation", "The industry to introduce.", true),
      field("region", "Region", "e.g. Europe", "Limit the primer to a country or region."),
      field(
        "audience",
        "Audience",
        "e.g. New analysts joining the team",
        "Who will read the primer, so the depth fits them.",
      ),
    ],
  },
  {
    id: "company_outreach",
    name: "Company Outreach",
    description:
      "Background research to prepare a first contact with a company: needs, recent news and talking points.",
    instruction: "Prepare outreach research on a company.",
    fields: [
      field("company", "Company name", "e.g. Siemens Healthineers", "The company you want to contact.", true),
      field(
        "offering",
        "Your offering",
        "e.g. Cloud-based imaging archive",
        "What you want to propose to them.",
        true,
      ),
      field(
        "contact",
        "Contact role",
        "e.g. Head of Radiology IT",
        "The role of the person you will contact.",
      ),
    ],
  },
  {
    id: "competitive_analysis",
    name: "Competitive Analysis",
    description:
      "How a company or product compares with its competitors on offer, pricing, strengths and weaknesses.",
    instruction: "Write a competitive analysis.",
    fields: [
      field(
        "subject",
        "Company or product",
        "e.g. Notion",
        "The company or product at the centre of the analysis.",
        true,
      ),
      field(
        "competitors",
        "Competitors",
        "e.g. Confluence, Coda, Obsidian",
        "Competitors to include; leave empty to let the research find them.",
      ),
      field(
        "criteria",
        "Comparison criteria",
        "e.g. pricing, features, target customers",
        "What the comparison should weigh.",
      ),
    ],
  },
  {
    id: "investment_opportunity_report",
    name: "Investment Opportunity Report",
    description:
      "An assessment of an investment: thesis, market, financials, risks and valuation considerations.",
    instruction: "Write an investment opportunity report.",
    fields: [
      field(
        "opportunity",
        "Company or asset",
        "e.g. ASML Holding",
        "The company, asset or sector to assess.",
        true,
      ),
      field("horizon", "Investment horizon", "e.g. 5 years", "How long the investment would be held."),
      field("risk", "Risk profile", "e.g. moderate", "The risk the investor is willing to take."),
    ],
  },
  {
    id: "technology_trends",
    name: "Technology Trends",
    description:
      "The state and direction of a technology: recent advances, adoption, leading players and what comes next.",
    instruction: "Write a report on technology trends.",
    fields: [
      field(
        "technology",
        "Technology",
        "e.g. Solid-state batteries",
        "The technology or field to examine.",
        true,
      ),
      field(
        "industry",
        "Industry of application",
        "e.g. Electric vehicles",
        "Where the technology is applied.",
      ),
      field("timeframe", "Timeframe", "e.g. the next 3 years", "The period the trends should cover."),
    ],
  },
  {
    id: "consumer_behavior_analysis",
    name: "Consumer Behavior Analysis",
    description:
      "How and why a group of consumers buys: motivations, habits, channels and changes over time.",
    instruction: "Write a consumer behavior analysis.",
    fields: [
      field(
        "market",
        "Product or market",
        "e.g. Plant-based dairy",
        "The product category or market to analyse.",
        true,
      ),
      field(
        "segment",
        "Consumer segment",
        "e.g. Urban adults aged 25–40",
        "The group of consumers to focus on.",
      ),
      field("region", "Region", "e.g. United States", "Limit the analysis to a country or region."),
    ],
  },
  {
    id: "market_analysis_report",
    name: "Market Analysis Report",
    description: "The size, growth, segments, players and outlook of a market.",
    instruction: "Write a market analysis report.",
    fields: [
      field("market", "Market", "e.g. Home energy storage", "The market to analyse.", true),
      field("region", "Region", "e.g. Southeast Asia", "Limit the analysis to a country or region."),
      field(
        "questions",
        "Key questions",
        "e.g. Who are the fastest-growing players?",
        "Questions the report must answer.",
      ),
    ],
  },
  {
    id: "economic_impact_report",
    name: "Economic Impact Report",
    description:
      "The economic effects of a project, policy or event on jobs, output, prices and public finances.",
    instruction: "Write an economic impact report.",
    fields: [
      field(
        "subject",
        "Project, policy or event",
        "e.g. Hosting the 2030 World Cup",
        "What the economic impact is about.",
        true,
      ),
      field("area", "Area affected", "e.g. Morocco", "The country, region or city that feels the impact."),
      field(
        "indicators",
        "Indicators",
        "e.g. employment, GDP, tourism revenue",
        "Indicators the report should measure.",
      ),
    ],
  },
  {
    id: "public_policy_analysis",
    name: "Public Policy Analysis",
    description: "A policy's goals, design, evidence of effects, stakeholders and alternatives.",
    instruction: "Write a public policy analysis.",
    fields: [
      field("policy", "Policy", "e.g. Congestion pricing", "The policy or proposal to analyse.", true),
      field("jurisdiction", "Jurisdiction", "e.g. New York City", "Where the policy applies or is proposed."),
      field(
        "perspective",
        "Perspective",
        "e.g. effects on low-income commuters",
        "An angle the analysis should take.",
      ),
    ],
  },
];

export function findTemplate(id: string): Template | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

/** Builds the query text from a template and its form values; empty values are left out. */
export function buildTemplatePrompt(
  template: Pick<Template, "name" | "instruction" | "fields">,
  values: Record<string, string | undefined>,
): string {
  const lines = template.fields.flatMap((f) => {
    const value = values[f.id]?.trim();
    return value ? [`${f.label}: ${value}`] : [];
  });
  return [template.instruction, ...lines].join("\n");
}
