import type { HTMLAttributes, ReactNode } from "react";
import { Icon, type IconName } from "~/ui/icons";
import { BrandLogo } from "./BrandLogo";

/** The full-screen layout shared by the maintenance, country-blocked and locked pages. */
export function StatusPage({
  icon,
  title,
  children,
  ...card
}: { icon: IconName; title: string; children: ReactNode } & HTMLAttributes<HTMLDivElement> &
  Record<`data-${string}`, string>) {
  return (
    <main className="status-page">
      <div className="status-page__card" aria-labelledby="status-page-title" {...card}>
        <BrandLogo />
        <span className="status-page__icon">
          <Icon name={icon} size={40} />
        </span>
        <h1 id="status-page-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
