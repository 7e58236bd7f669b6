import type { ComponentType } from "react";
import { opensDeposit } from "~/features/deposit/deposit-data";
import { opensWithdraw } from "~/features/withdraw/withdraw-data";

type ModalLoader = () => Promise<ComponentType>;

/**
 * Every modal opened by `?modal=<name>` (ARCHITECTURE §4). A feature adds its modal here with
 * one line. Modals load on demand (ADR 022): their forms bring zod and conform, which no page
 * needs before a modal opens. The server loads them all before it renders (`loadAllModals`), the
 * browser loads the URL's modal before it hydrates, and the others on intent or navigation.
 */
const MODALS: Record<string, ModalLoader> = {
  register: () => import("~/features/registration/RegisterModal").then((m) => m.RegisterModal),
  "restricted-registration": () =>
    import("~/features/registration/RestrictedRegistrationModal").then((m) => m.RestrictedRegistrationModal),
  login: () => import("~/features/auth/AuthModals").then((m) => m.LoginModal),
  forgot: () => import("~/features/auth/AuthModals").then((m) => m.ForgotModal),
  reset: () => import("~/features/auth/AuthModals").then((m) => m.ResetModal),
  suspended: () => import("~/features/auth/AuthModals").then((m) => m.SuspendedModal),
  "game-info": () => import("~/features/lobby/GameInfoModal").then((m) => m.GameInfoModal),
  "play-summary": () => import("~/features/games/PlaySummaryModal").then((m) => m.PlaySummaryModal),
  deposit: () => import("~/features/deposit/DepositModal").then((m) => m.DepositModal),
  "kyc-verify": () => import("~/features/kyc/KycVerifyModal").then((m) => m.KycVerifyModal),
  withdraw: () => import("~/features/withdraw/WithdrawModal").then((m) => m.WithdrawModal),
};

/**
 * The namespaces a modal reads besides the shell's (SHELL_NAMESPACES): a page that opens it
 * waits for them, so that its texts never show as keys (NamespaceGate, issue 35 §2).
 */
const MODAL_NAMESPACES: Record<string, string[]> = {
  register: ["registration"],
  "restricted-registration": ["registration"],
  "game-info": ["lobby"],
  "play-summary": ["games"],
  deposit: ["cashier"],
  withdraw: ["cashier", "withdraw"],
};

export function modalNamespaces(name: string | null): string[] {
  return (name && MODAL_NAMESPACES[name]) || [];
}

const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/** A modal's component, once loaded; undefined until then (or for an unknown name). */
export function loadedModal(name: string): ComponentType | undefined {
  return loaded.get(name);
}

/** Loads a modal's code once; a failed load may be tried again (a flaky connection). */
export function loadModal(name: string): Promise<ComponentType> {
  const loader = MODALS[name];
  if (!loader) return Promise.reject(new Error(`unknown modal ${name}`));
  let pending = loading.get(name);
  if (!pending) {
    pending = loader().then(
      (component) => {
        loaded.set(name, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/** The server renders any modal a URL asks for, so it has them all before its first render. */
export function loadAllModals(): Promise<unknown> {
  return Promise.all(Object.keys(MODALS).map(loadModal));
}

/** Query parameters that open a modal by themselves (spec §2), mapped to the modal's name. */
export const MODAL_TRIGGERS: { param: string; modal: string }[] = [
  { param: "quicklogin", modal: "login" },
  { param: "resetPasswordToken", modal: "reset" },
];

/**
 * The modal a query string opens (`?modal=<name>` first, then a trigger parameter, then spec §2's
 * `deposit=true` or `source=website&service=deposit`, then `withdraw=true`), if it exists.
 */
export function openModalName(search: string): string | null {
  const params = new URLSearchParams(search);
  const name =
    params.get("modal") ??
    MODAL_TRIGGERS.find((trigger) => params.has(trigger.param))?.modal ??
    (opensDeposit(params) ? "deposit" : undefined) ??
    (opensWithdraw(params) ? "withdraw" : undefined);
  return name && name in MODALS ? name : null;
}
