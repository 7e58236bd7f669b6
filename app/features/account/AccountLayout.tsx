import { Outlet, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { IconName } from "~/ui/icons";
import { AccountPageFrame } from "./AccountPageFrame";

/** What an account page's route declares as `handle.account`: the frame the layout draws around it. */
export interface AccountFrameHandle {
  id: string;
  icon: IconName;
  /** Keys of the account namespace. */
  title: string;
  intro?: string;
  testId: string;
}

function frameOf(handle: unknown): AccountFrameHandle | null {
  return (handle as { account?: AccountFrameHandle } | undefined)?.account ?? null;
}

/**
 * {lang}/myaccount/…: the account area. A page whose route declares `handle.account` is drawn in
 * the account frame (titled section with its icon and intro), so a new account page is one child
 * route; {lang}/myaccount itself (the launch pre-check pages) and the reality-check form keep
 * their own frames.
 */
export function AccountLayout() {
  const matches = useMatches();
  const frame = frameOf(matches[matches.length - 1]?.handle);
  const { t } = useTranslation("account");
  if (!frame) return <Outlet />;
  return (
    <AccountPageFrame
      id={frame.id}
      icon={frame.icon}
      title={t(frame.title)}
      intro={frame.intro ? t(frame.intro) : undefined}
      testId={frame.testId}
    >
      <Outlet />
    </AccountPageFrame>
  );
}
