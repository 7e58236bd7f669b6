import { useEffect } from "react";
import { useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePlayer } from "~/session/PlayerContext";
import { useToast } from "~/ui/Toast";
import {
  documentNotice,
  firstTimeThisSession,
  hrefAfterNotice,
  kycNotice,
  kycNotificationFlag,
  parseDocumentDecision,
  parseKycPush,
  tellKycNotice,
  type NoticeStore,
} from "./notifications";

function sessionStore(): NoticeStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Spec §4 KYC notifications (ADR 065): each status's toast once per session (every time for a
 * flagged Swedish c3 player, ADR 067), and the ID modal
 * closed (or the withdrawal opened) as the status says. Reloading the page's data is the player
 * context's job (one reload per push), so nothing here revalidates.
 */
export function KycNotifier() {
  const { kyc, player } = usePlayer();
  const toast = useToast();
  const { t } = useTranslation("common");
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!kyc) return;
    if (kyc.event === "PushKycNotification") {
      const push = parseKycPush(kyc.data);
      if (!push) return;
      const notice = kycNotice(push.status, push.subStatus);
      const flagged = kycNotificationFlag(player);
      if (notice.messageKey && tellKycNotice(sessionStore(), flagged, push.status, push.subStatus))
        toast.show({ type: notice.toastType, title: t(notice.messageKey) });
      const href = hrefAfterNotice(notice.action, location);
      if (href) navigate(href, { replace: true, preventScrollReset: true });
    } else if (kyc.event === "PushDocumentVerificationStatus") {
      const decision = parseDocumentDecision(kyc.data);
      if (!decision) return;
      const notice = documentNotice(decision);
      const status = decision.verified ? "verified" : "failed";
      if (!firstTimeThisSession(sessionStore(), `DOCUMENT:${decision.documentId}`, status)) return;
      toast.show({
        type: notice.type,
        title: t(notice.titleKey, { category: t(notice.categoryKey) }),
        ...(notice.message ? { message: notice.message } : {}),
      });
    }
    // Once per push: the location at that moment decides, a later navigation does not replay it.
  }, [kyc]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
