/** The play-summary modal posts this intent to the game page (spec §4 game-play summary). */
export const SUMMARY_INTENT = "summary-continue";
