/**
 * Affiliate pixels (spec §3 affiliate tracking, ADR 061): the platform gives `<img>` markup per
 * event; only the image addresses are taken from it, checked, and rendered as our own images.
 */

/** A pixel entry of Affiliate/affiliatePixelTrackingList, as far as the front end reads it. */
export interface PixelEntry {
  affiliateId?: string | number | null;
  bannerId?: string | number | null;
  registerPixel?: string | null;
  firstDepositPixel?: string | null;
  depositPixel?: string | null;
}

const MAX_PIXELS = 4;
const MAX_URL_LENGTH = 2048;

/** `&amp;` and its numeric forms are how markup writes `&` in an attribute; nothing else is decoded. */
function decodeAmp(value: string): string {
  return value.replace(/&(amp|#38|#x26);/gi, "&");
}

/**
 * One pixel address made safe: an absolute http(s) URL, or a path on this site ("/…", not
 * "//…"). Anything else (javascript:, data:, markup, quotes, spaces) is refused with null.
 */
export function safePixelUrl(raw: string): string | null {
  const value = decodeAmp(raw.trim());
  if (!value || value.length > MAX_URL_LENGTH || /[\s"'<>`\\]/.test(value)) return null;
  if (value.startsWith("/") && !value.startsWith("//")) {
    const url = new URL(value, "http://site.invalid");
    return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}` : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return url.href;
}

/**
 * The image addresses of the platform's pixel markup (`<img src="…">` tags, or a bare URL). The
 * markup itself is never rendered: only `src` values are read, and each must pass safePixelUrl.
 */
export function pixelUrls(markup: string | null | undefined): string[] {
  const text = (markup ?? "").trim();
  if (!text) return [];
  const sources = text.includes("<")
    ? [...text.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => m[1] ?? m[2] ?? m[3])
    : [text];
  const out: string[] = [];
  for (const source of sources) {
    const url = safePixelUrl(source);
    if (url && !out.includes(url)) out.push(url);
  }
  return out.slice(0, MAX_PIXELS);
}

/** The entry of the one affiliate link the visitor came by: its id, and its banner when both name one. */
export function entryFor<T extends PixelEntry>(
  list: T[],
  affiliate: { affiliateId: string; bannerId: string | null },
): T | null {
  const same = (a: unknown, b: string) => a != null && String(a) === b;
  const ofAffiliate = list.filter((entry) => same(entry.affiliateId, affiliate.affiliateId));
  const banner = affiliate.bannerId;
  return (banner && ofAffiliate.find((entry) => same(entry.bannerId, banner))) || ofAffiliate[0] || null;
}
