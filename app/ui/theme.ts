import type { PublicBrandConfig } from "~/brand/config.generated";

/** The brand theme as CSS custom properties on :root (the only brand-specific CSS). */
export function themeCss(theme: PublicBrandConfig["theme"]): string {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  // Values come from validated config, but a stray brace must never end the rule early.
  const safe = (value: string | number) => String(value).replace(/[<>{};]/g, "");
  const colours = Object.entries(theme.colors).map(([name, value]) => `--color-${kebab(name)}:${safe(value)}`);
  return `:root{${[...colours, `--font-family:${safe(theme.fontFamily)}`, `--radius:${safe(theme.radius)}px`, `color-scheme:${safe(theme.colorScheme)}`].join(";")}}`;
}
