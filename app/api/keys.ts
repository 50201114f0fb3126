// Query keys of every server read, so invalidations name the same thing the hooks read.
export const queryKeys = {
  config: ["config"] as const,
  session: ["session"] as const,
  user: ["user"] as const,
  documentCount: ["user", "document-count"] as const,
  customSources: ["user", "custom-sources"] as const,
  apiKeys: ["user", "api-keys"] as const,
  billing: ["billing"] as const,
  documents: ["documents", "list"] as const,
  archivedDocuments: ["documents", "archived"] as const,
  document: (id: string) => ["documents", "one", id] as const,
  featured: ["featured"] as const,
  shared: (id: string) => ["share", id] as const,
};
