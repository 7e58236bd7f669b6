import type { ComponentType } from "react";
import { RegisterModal } from "~/features/registration/RegisterModal";
import { RestrictedRegistrationModal } from "~/features/registration/RestrictedRegistrationModal";
import { ForgotModal, LoginModal, ResetModal, SuspendedModal } from "~/features/auth/AuthModals";
import { GameInfoModal } from "~/features/lobby/GameInfoModal";
import { PlaySummaryModal } from "~/features/games/PlaySummaryModal";

/**
 * Every modal opened by `?modal=<name>` (ARCHITECTURE §4). A feature adds its modal here with
 * one line; the host renders it on the server and in the browser alike.
 */
export const MODALS: Record<string, ComponentType> = {
  register: RegisterModal,
  "restricted-registration": RestrictedRegistrationModal,
  login: LoginModal,
  forgot: ForgotModal,
  reset: ResetModal,
  suspended: SuspendedModal,
  "game-info": GameInfoModal,
  "play-summary": PlaySummaryModal,
};

/** Query parameters that open a modal by themselves (spec §2), mapped to the modal's name. */
export const MODAL_TRIGGERS: { param: string; modal: string }[] = [
  { param: "quicklogin", modal: "login" },
  { param: "resetPasswordToken", modal: "reset" },
];

/** The modal a query string opens (`?modal=<name>` first, then a trigger parameter), if it exists. */
export function openModalName(search: string): string | null {
  const params = new URLSearchParams(search);
  const name = params.get("modal") ?? MODAL_TRIGGERS.find((trigger) => params.has(trigger.param))?.modal;
  return name && name in MODALS ? name : null;
}
