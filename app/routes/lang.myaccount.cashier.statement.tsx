import type { LoaderFunctionArgs } from "@remix-run/node";
import { statementLoader } from "~/features/portfolio/statement.server";

/** {lang}/myaccount/cashier/statement: the portfolio's filtered history as a CSV file. */
export function loader(args: LoaderFunctionArgs) {
  return statementLoader(args);
}
