import { Icon } from "~/ui/icons";
import { useShellData } from "~/frame-kit/useRootData";
import type { RegistrationActionData } from "./register.server";
import { RegistrationForm } from "./RegistrationForm";
import { useModalNamespace } from "~/ui/modal-namespace";

/** {lang}/register/step1: the registration start as a page (and the no-JavaScript target of the modal). */
export function RegistrationPage({ actionData }: { actionData?: RegistrationActionData }) {
  const data = useShellData();
  const { t } = useModalNamespace("registration");
  return (
    <div className="registration-page">
      <aside className="registration-page__pitch">
        <p className="registration-page__eyebrow">{data.brand.name}</p>
        <h2>{t("pitch.title")}</h2>
        <ul>
          {(["fast", "secure", "payments"] as const).map((key) => (
            <li key={key}>
              <Icon name={key === "secure" ? "shield" : key === "fast" ? "clock" : "wallet"} size={20} />
              <span>{t(`pitch.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="registration-page__age">{t("pitch.age", { age: data.brand.limits.minimumAge })}</p>
      </aside>
      <div className="page-form registration-page__form">
        <h1>{t("title")}</h1>
        <p className="registration__intro">
          {t(data.brand.identityDocument.kind === "cpf" ? "subtitleCpf" : "subtitle")}
        </p>
        <RegistrationForm variant="page" actionData={actionData} />
      </div>
    </div>
  );
}
