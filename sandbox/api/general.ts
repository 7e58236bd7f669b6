import type { Handler } from "../types";

/** The visitor's country: a sandbox control when set, else the site's home country (the GeoIP stand-in). */
const countryBlock: Handler = async ({ site, controls }) => {
  const geo = controls.geoFor(site.id);
  if (!geo) return { countryCode: site.defaultCountry, is_IpBlocked: false };
  // A null code reproduces a platform that cannot place the visitor (the client then assumes MA).
  return geo.countryCode === null
    ? { is_IpBlocked: geo.blocked }
    : { countryCode: geo.countryCode, is_IpBlocked: geo.blocked };
};

const serverTime: Handler = async ({ db }) => {
  const [row] = await db.query<{ now: string }>(
    "select (extract(epoch from clock_timestamp()) * 1000)::bigint::text as now",
  );
  return { status: "SUCCESS", currentTime: Number(row?.now ?? Date.now()) };
};

export const generalHandlers: Record<string, Handler> = {
  "GET country/countryblock": countryBlock,
  "GET general/getCurrentCMSServerTime": serverTime,
};
