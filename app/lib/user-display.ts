// How a user is shown in the user menu: initials for the avatar and a name-or-email label.

export function initials(name: string | null | undefined, email: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${[...words[0]!][0]}${[...words[words.length - 1]!][0]}`.toUpperCase();
  if (words.length === 1) return [...words[0]!].slice(0, 2).join("").toUpperCase();
  const local = (email ?? "").trim();
  return local ? [...local][0]!.toUpperCase() : "?";
}

export function displayName(name: string | null | undefined, email: string | null | undefined): string {
  const n = (name ?? "").trim();
  return n || (email ?? "").trim();
}

/** Papers remaining = quota minus document count, never below zero. */
export function papersRemaining(quota: number, documentCount: number): number {
  return Math.max(0, quota - documentCount);
}
