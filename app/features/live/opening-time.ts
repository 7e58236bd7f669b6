/** Opening time of an offline live table, "HH:mm GMT". */
export function gmtTime(hhmm: string | null | undefined): string | null {
  if (!hhmm || !/^\d{1,2}:\d{2}$/.test(hhmm)) return null;
  const [h, m] = hhmm.split(":");
  return `${h.padStart(2, "0")}:${m} GMT`;
}
