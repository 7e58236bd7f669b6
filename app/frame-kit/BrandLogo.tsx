import { useShellData } from "./useRootData";

/** The brand's logo file at its configured size (no layout shift). */
export function BrandLogo({ className = "brand-logo" }: { className?: string }) {
  const { brand } = useShellData();
  return (
    <img
      className={className}
      src={`/brand-assets/${brand.id}/${brand.assets.logo}`}
      width={brand.assets.logoWidth}
      height={brand.assets.logoHeight}
      alt={brand.name}
    />
  );
}
