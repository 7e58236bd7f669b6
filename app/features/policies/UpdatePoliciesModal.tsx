import { useEffect } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/Button";
import { Modal } from "~/ui/Modal";
import { Icon } from "~/ui/icons";
import { useShellData } from "~/frame-kit/useRootData";
import slugs from "~/routing/slugs.json";
import type { PendingPolicy, PolicyCheck } from "~/frame-kit/root-data";
import { isStaticPolicyPath } from "./policy-check";

const POLICY_SLUGS = Object.values(slugs.policy);

/** The root data's policy check (null for guests). */
export function usePolicyCheck(): PolicyCheck | null {
  const data = useShellData() as ReturnType<typeof useShellData> & { policyCheck?: PolicyCheck | null };
  return data.policyCheck ?? null;
}

/** Whether policy updates are pending (the bottom nav hides meanwhile, spec §2). */
export function usePoliciesPending(): boolean {
  const check = usePolicyCheck();
  return check?.state === "checked" && check.pending.length > 0;
}

/**
 * Spec §4 policy check: a blocking popup (no close; page scroll locked by the modal) listing
 * the changed policies with one accept button. Not on static content and policy pages. When
 * the server's check failed, the browser retries once after brand.limits.policiesRetryMs.
 */
export function UpdatePoliciesModal() {
  const check = usePolicyCheck();
  const { brand, lang } = useShellData();
  const location = useLocation();
  const retry = useFetcher<PolicyCheck>({ key: "policies-retry" });
  const accept = useFetcher({ key: "policies-accept" });
  const { t } = useTranslation("policies");
  const hydrated = useHydrated();

  const failed = check?.state === "failed";
  useEffect(() => {
    if (!failed) return;
    const id = setTimeout(() => retry.load(`/${lang}/policies/accept`), brand.limits.policiesRetryMs);
    return () => clearTimeout(id);
    // One retry per failed check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, lang, brand.limits.policiesRetryMs]);

  const current = check?.state === "checked" ? check : retry.data?.state === "checked" ? retry.data : null;
  const pending: PendingPolicy[] = current?.pending ?? [];
  const accepted = (accept.data as { accepted?: boolean } | undefined)?.accepted === true;
  if (!check || pending.length === 0 || accepted || isStaticPolicyPath(location.pathname, POLICY_SLUGS)) return null;
  const here = `${location.pathname}${location.search}`;
  const failedAccept =
    new URLSearchParams(location.search).get("policies") === "failed" ||
    (accept.data as { accepted?: boolean } | undefined)?.accepted === false;
  return (
    <Modal id="update-policies" title={t("update.title")} size="small">
      <div className="update-policies">
        <span className="update-policies__icon" aria-hidden="true">
          <Icon name="shield" size={30} />
        </span>
        <p>{t("update.text")}</p>
        <ul className="update-policies__list" role="list">
          {pending.map((policy) => (
            <li key={policy.type}>
              {policy.href ? (
                <Link to={policy.href} target="_blank" rel="noopener">
                  {policy.title}
                </Link>
              ) : (
                policy.title
              )}
            </li>
          ))}
        </ul>
        {failedAccept && accept.state === "idle" ? (
          <p className="form__error" role="alert">
            {t("update.failed")}
          </p>
        ) : null}
        <accept.Form method="post" action={`/${lang}/policies/accept`}>
          <input type="hidden" name="redirectTo" value={here} />
          {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
          <Button block pending={accept.state !== "idle"}>
            {t("update.accept")}
          </Button>
        </accept.Form>
      </div>
    </Modal>
  );
}
