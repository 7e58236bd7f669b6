import { Link, useLocation } from "@remix-run/react";
import { modalHref } from "~/routing/modal-links";
import { useModalNamespace } from "~/ui/modal-namespace";
import type { MethodChoice } from "./deposit-data";

/** The method is chosen by a link that puts `method=` in the URL, so it works without JavaScript. */
export function DepositChooseStep({ methods }: { methods: MethodChoice[] }) {
  const { t } = useModalNamespace("cashier");
  const location = useLocation();
  return (
    <nav aria-label={t("deposit.chooseMethod")}>
      <h3 className="deposit__heading">{t("deposit.chooseMethod")}</h3>
      <ul className="deposit__methods" data-testid="deposit-methods">
        {methods.map((method) => (
          <li key={method.name}>
            <Link
              to={modalHref(location, "deposit", { deposit: "true", method: method.name })}
              className="deposit__method"
              data-method={method.name}
              replace
              preventScrollReset
            >
              {methodLabel(t, method)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A card method is named by the texts ("Card"); the others by the cashier's display name. */
export function methodLabel(t: (key: string) => string, method: { kind: string; label: string }): string {
  return method.kind === "card" ? t("deposit.card") : method.label;
}
