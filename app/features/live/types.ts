/** The live table the browser sees (docs/contract/games.md LiveTable; spec §3). */
export interface LiveTableView {
  tableId: string;
  gameCode?: string | null;
  tableType?: string | null;
  tableOpen: boolean;
  last20Results: { result: number | string; color: string }[];
  availableSeats?: number | null;
  tableLimits?: { minBet?: number; maxBet?: number } | null;
  tableTimes?: { open?: string; close?: string } | null;
  currency?: string | null;
  currencyCode?: string | null;
}
