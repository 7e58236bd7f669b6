import { Link } from "@remix-run/react";
import { useShellData } from "~/frame-kit/useRootData";
import { useModalNamespace } from "~/ui/modal-namespace";
import { TrackingPixels } from "~/features/affiliates/TrackingPixels";
import type { DepositAftermath as Aftermath } from "./aftermath";

/**
 * What follows a successful deposit (issue 25 §7, ADR 061): the affiliate pixels the server
 * decided, as plain 1×1 images of checked URLs (never the platform's markup), and the KYC
 * pop-up tier's notice. Shared by the deposit modal's success step and the result pages.
 */
export function DepositAftermath({ after }: { after: Aftermath | undefined }) {
  const { t } = useModalNamespace("cashier");
  const { lang } = useShellData();
  if (!after) return null;
  return (
    <div className="deposit-after" data-testid="deposit-after" data-deposit-kind={after.kind}>
      {after.kycTier > 0 && (
        <div className="deposit-after__kyc" role="note" data-testid="deposit-kyc" data-tier={after.kycTier}>
          <p>{t(`deposit.kyc.tier${after.kycTier}`)}</p>
          <Link to={`/${lang}/myaccount?page=confirmidentity`} className="btn btn--ghost btn--block">
            {t("deposit.kyc.verify")}
          </Link>
        </div>
      )}
      <TrackingPixels urls={after.pixels} />
    </div>
  );
}
