import type { UnplacedError } from "./placed";
import { useRegistrationText } from "./fields";

/**
 * Errors the form has no field for (placed.ts): listed above the submit button, each with the
 * field's name where it has one, so a refusal is never silent. Rendered on the server too, so
 * the no-JavaScript answer shows them.
 */
export function UnplacedErrors({ formId, errors }: { formId: string; errors: readonly UnplacedError[] }) {
  const { t, i18n, msg } = useRegistrationText();
  if (errors.length === 0) return null;
  const labelOf = (field: string) =>
    i18n.exists(`${field}.label`, { ns: "registration" }) ? t(`${field}.label`) : null;
  return (
    <div className="registration__unplaced" role="alert" aria-labelledby={`${formId}-unplaced`}>
      <p id={`${formId}-unplaced`} className="registration__unplaced-title">
        {t("errors.unplaced")}
      </p>
      <ul>
        {errors.map(({ field, key }) => {
          const label = labelOf(field);
          return (
            <li key={`${field} ${key}`}>
              {label ? <strong>{`${label}: `}</strong> : null}
              {msg(key)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
