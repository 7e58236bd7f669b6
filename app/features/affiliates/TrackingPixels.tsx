/**
 * Affiliate pixels as our own 1×1 images (ADR 061): `urls` were checked on the server
 * (pixels.ts), and no markup of the platform's is rendered. No referrer: the page URL may carry
 * account or deposit details; the pixel's own query carries what the affiliate needs.
 */
export function TrackingPixels({ urls }: { urls: string[] }) {
  return (
    <>
      {urls.map((src) => (
        <img
          key={src}
          className="tracking-pixel"
          src={src}
          width={1}
          height={1}
          alt=""
          aria-hidden="true"
          referrerPolicy="no-referrer"
          data-testid="tracking-pixel"
        />
      ))}
    </>
  );
}
