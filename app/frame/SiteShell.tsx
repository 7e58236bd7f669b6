import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ToastProvider } from "~/ui/Toast";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { BottomNav } from "./BottomNav";
import { ModalHost } from "./ModalHost";
import { useShellData } from "~/frame-kit/useRootData";
import { SessionExpiredModal, SessionTimer } from "~/features/session-timer/SessionTimer";
import { UpdatePoliciesModal } from "~/features/policies/UpdatePoliciesModal";
import { CookieBanner } from "~/features/cookies/CookieBanner";
import { KycNotifier } from "~/features/kyc/KycNotifier";
import { PlayerProvider } from "~/session/PlayerContext";
import { useClientLinks } from "~/ui/client-links";
import { DeferHydration } from "~/ui/DeferHydration";

/** The normal site: header, page, footer, mobile bottom bar, toasts. */
export function SiteShell({ children }: { children: ReactNode }) {
  const data = useShellData();
  const { t } = useTranslation("shell");
  useClientLinks();
  return (
    <ToastProvider
      initial={data.toasts}
      timing={data.brand.limits.toast}
      closeLabel={t("toast.close")}
      regionLabel={t("toast.region")}
    >
      <PlayerProvider player={data.player} lang={data.lang} logoutDelayMs={data.brand.limits.socketLogoutDelayMs}>
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        <Header />
        <SessionTimer />
        <main id="main" className="site-main">
          {children}
        </main>
        <DeferHydration>
          <Footer />
        </DeferHydration>
        <BottomNav />
        <ModalHost />
        <UpdatePoliciesModal />
        <SessionExpiredModal />
        <CookieBanner />
        <KycNotifier />
      </PlayerProvider>
    </ToastProvider>
  );
}
