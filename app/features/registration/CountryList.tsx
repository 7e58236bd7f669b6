import { useState } from "react";
import { useNonce } from "~/ui/nonce";
import { JsonScript } from "~/ui/JsonScript";
import { phoneCountries, type Country } from "./countries";

const SCRIPT_ID = "registration-countries";

/**
 * The dial-code list in the page language. Country names come from Intl.DisplayNames, whose
 * data differs between Node and browsers (e.g. "Macau, RAE da China" vs "Macau"); the server's
 * list is written into the page and the browser hydrates with exactly that list.
 */
export function useCountryList(locale: string): Country[] {
  const [list] = useState<Country[]>(() => {
    if (typeof document !== "undefined") {
      const inline = document.getElementById(SCRIPT_ID)?.textContent;
      if (inline) {
        try {
          const parsed = JSON.parse(inline) as { locale: string; list: Country[] };
          if (parsed.locale === locale) return parsed.list;
        } catch {
          // computed below
        }
      }
    }
    return phoneCountries(locale);
  });
  return list;
}

export function CountryListScript({ locale, list }: { locale: string; list: Country[] }) {
  const nonce = useNonce();
  return <JsonScript id={SCRIPT_ID} nonce={nonce} value={() => ({ locale, list })} />;
}
