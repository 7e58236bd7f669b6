import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { serverT } from "~/i18n/i18next.server";
import { NO_STORE } from "~/routing/headers";
import { requirePlayer } from "~/routing/scope.server";

export interface AccountHomeData {
  kind: "home";
  lang: string;
  title: string;
}

/** {lang}/myaccount without a pre-check: the account pages there are. A guest logs in first and comes back. */
export async function accountHomeLoader(args: LoaderFunctionArgs) {
  const { context, brand, lang } = await requirePlayer(args, { guest: "login" });
  const t = await serverT(context, brand, lang, "account");
  return data<AccountHomeData>(
    { kind: "home", lang, title: t("home.pageTitle", { brand: brand.name }) },
    { headers: NO_STORE },
  );
}
