import type { ReactNode } from "react";
import { Icon, type IconName } from "~/ui/icons";

/** The frame every account page shares: a titled section with its icon and an optional intro. */
export function AccountPageFrame({
  id,
  icon,
  title,
  intro,
  testId,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  intro?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="page-form account-page" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h1 id={`${id}-title`}>
        <Icon name={icon} size={22} /> {title}
      </h1>
      {intro ? <p className="account-page__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
