import { redirect, type AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { loadPlayer, type PlayerState } from "~/session/player.server";
import { NO_STORE } from "~/routing/headers";

interface Guard {
  request: Request;
  context: AppLoadContext;
  params: { lang?: string };
  /**
   * Spec §2/§6: account routes send guests home, except setlimits, accountstatus and sms, which
   * open the login modal with the flag that brings the player back after login.
   */
  guest: "home" | { loginFlag: "toAccountstatus" | "toSetLimit" };
}

/** The brand, language and logged-in player of an account page; guests are redirected. */
export async function requireAccountPlayer({ request, context, params, guest }: Guard) {
  const brand: BrandConfig = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const state: PlayerState = await loadPlayer(request, context, brand, lang);
  if (!state.player) {
    const target = guest === "home" ? `/${lang}` : `/${lang}?${new URLSearchParams({ modal: "login", [guest.loginFlag]: "true" })}`;
    const headers = new Headers(NO_STORE);
    if (state.setCookie) headers.set("Set-Cookie", state.setCookie);
    throw redirect(target, { headers });
  }
  return { brand, lang, player: state.player, caller: state.caller };
}
