import type { ReactNode } from "react";

/** A numbered step's heading (the section is labelled by it). */
export function SectionTitle({ id, step, children }: { id: string; step: number; children: ReactNode }) {
  return (
    <h3 id={id} className="registration__section-title">
      <span className="registration__step">{step}</span>
      {children}
    </h3>
  );
}
