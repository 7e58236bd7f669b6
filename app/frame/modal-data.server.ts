import type { RequestScope } from "~/routing/scope.server";
import type { ModalData } from "~/frame-kit/root-data";
import { loadDepositModal } from "~/features/deposit/deposit.server";
import { loadRegisterModal } from "~/features/registration/register-pixel.server";
import { loadKycVerifyModal } from "~/features/kyc/verify-frame.server";
import { loadWithdrawModal } from "~/features/withdraw/withdraw.server";
import { openModalName } from "./modals";

type ModalDataLoader = (scope: RequestScope) => Promise<{ data: unknown; setCookie?: string }>;

/**
 * ADR 046: the modals that need server data, each with its feature's loader. The root loader
 * calls the one of the modal the URL opens, so a page without it pays nothing.
 */
const MODAL_DATA: Record<string, ModalDataLoader> = {
  deposit: loadDepositModal,
  register: loadRegisterModal,
  "kyc-verify": loadKycVerifyModal,
  withdraw: loadWithdrawModal,
};

/** The data of the modal `search` opens, if it has a loader; a loader may throw a redirect. */
export async function loadModalData(scope: RequestScope): Promise<{ modal: ModalData | null; setCookie?: string }> {
  const name = openModalName(scope.url.search);
  const loader = name ? MODAL_DATA[name] : undefined;
  if (!name || !loader) return { modal: null };
  const { data, setCookie } = await loader(scope);
  return { modal: { name, data }, setCookie };
}
