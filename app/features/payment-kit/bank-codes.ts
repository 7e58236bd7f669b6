/**
 * IBAN and BIC checks for payout details (issue 27 §3), the one place that knows `ibantools`:
 * the form rules and the action both ask here, so a library change is one file.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";

/** What a player types (spaces, dashes, lower case) as the IBAN's electronic form. */
export const ibanDigits = (text: string) => electronicFormatIBAN(text.trim()) ?? "";

/** ISO 13616: the country's length and format (BBAN) and the mod-97 check digits. */
export const isIban = (text: string) => isValidIBAN(ibanDigits(text));

/** An IBAN of a country in the SEPA scheme (a SEPA wire cannot reach others). */
export const isSepaIban = (text: string) => isIban(text) && isSEPACountry(ibanDigits(text).slice(0, 2));

/** Groups of four, as printed on a bank statement: "DE89 3704 0044 0532 0130 00". */
export const friendlyIban = (text: string) => friendlyFormatIBAN(ibanDigits(text)) ?? text.trim();

/** ISO 9362 with a known country: 8 or 11 characters; lower case is read as upper case. */
export const bicOf = (text: string) => text.replace(/\s+/g, "").toUpperCase();
export const isBic = (text: string) => isValidBIC(bicOf(text));
