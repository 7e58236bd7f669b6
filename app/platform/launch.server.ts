import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const launchSchema = z.object({
  status: z.string().nullish(),
  gameId: z.union([z.string(), z.number()]).transform(String).nullish(),
  gameUrl: z.string().nullish(),
  aspectRatio: z.number().nullish(),
  vendorSlug: z.string().nullish(),
  gameType: z.string().nullish(),
  pageType: z.string().nullish(),
});
export type LaunchDetails = z.infer<typeof launchSchema>;

/** Spec §4: pb is sent to the launcher as pt. */
export function launcherLanguage(lang: string): string {
  return lang === "pb" ? "pt" : lang;
}

/**
 * launcher/getRealGames (player) or launcher/getFreeGames (guests too), docs/contract/games.md.
 * Error codes throw PlatformError (100431, 100464, 100601–100604); null when nothing usable came back.
 */
export async function launchGame(
  caller: PlatformCaller,
  mode: "real" | "demo",
  gameCode: string,
): Promise<LaunchDetails | null> {
  return callPlatform(
    { ...caller, language: launcherLanguage(caller.language) },
    {
      path: mode === "real" ? "launcher/getRealGames" : "launcher/getFreeGames",
      // The game window has its own bar (name, close, back): the provider's bar would be a second one.
      query: { gameSymbol: gameCode, hideProviderBar: "true" },
      schema: launchSchema,
    },
  );
}
