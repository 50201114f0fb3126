// The ids of the ten paper templates (spec §3), apart from their texts so the contract's schema
// (account-schemas.ts) can name them without importing the templates, whose type it defines.

export const TEMPLATE_IDS = [
  "company_profile",
  "industry_primer",
  "company_outreach",
  "competitive_analysis",
  "investment_opportunity_report",
  "technology_trends",
  "consumer_behavior_analysis",
  "market_analysis_report",
  "economic_impact_report",
  "public_policy_analysis",
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
