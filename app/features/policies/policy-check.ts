/** Spec §4 policy check, as pure functions. */

export interface ConfiguredPolicy {
  policyType: string;
  policyVersionId: string;
  policyUrl?: string | null;
  title?: string | null;
}

export interface UserPolicy {
  policyType: string;
  policyVersionId: string;
  policyAccepted?: boolean | null;
}

/** The first two dotted parts of a version: "1.0.3" → "1.0", "2" → "2.0", "" → "1.0" (the default). */
export function majorMinor(version: string | null | undefined): string {
  const parts = String(version ?? "")
    .trim()
    .split(".")
    .filter((p) => p !== "");
  if (parts.length === 0) return "1.0";
  const norm = (p: string | undefined) => (p === undefined ? "0" : /^\d+$/.test(p) ? String(Number(p)) : p);
  return `${norm(parts[0])}.${norm(parts[1])}`;
}

/**
 * Configured policies the player must accept again: the player has none of that type (or
 * did not accept it), or the first two dotted version parts differ ("1.0" vs "1.0.3" same,
 * "1.0" vs "1.1" changed).
 */
export function changedPolicies<T extends ConfiguredPolicy>(
  configured: readonly T[],
  user: readonly UserPolicy[],
): T[] {
  const byType = new Map(user.map((p) => [p.policyType, p]));
  return configured.filter((policy) => {
    const mine = byType.get(policy.policyType);
    if (!mine || mine.policyAccepted === false) return true;
    return majorMinor(mine.policyVersionId) !== majorMinor(policy.policyVersionId);
  });
}

/** The policies JSON of policy/updateUserPolicyDetails: the changed and the configured ones, accepted, once per type. */
export function acceptancePayload(configured: readonly ConfiguredPolicy[], changed: readonly ConfiguredPolicy[]) {
  const byType = new Map<string, { policyType: string; policyVersionId: string; policyAccepted: true }>();
  for (const policy of [...changed, ...configured]) {
    byType.set(policy.policyType, {
      policyType: policy.policyType,
      policyVersionId: policy.policyVersionId,
      policyAccepted: true,
    });
  }
  return [...byType.values()];
}

/** Static policy and content pages never show the popup (spec §4): /{lang}/page/* and /{lang}/{policy slug}/*. */
export function isStaticPolicyPath(pathname: string, policySlugs: readonly string[]): boolean {
  const segment = pathname.split("/")[2] ?? "";
  return segment === "page" || policySlugs.includes(segment);
}
