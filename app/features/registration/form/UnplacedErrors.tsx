import { useRegistrationText } from "./fields";

/**
 * Errors the form has no field for (placed.ts): listed above the submit button, so a refusal
 * is never silent. Rendered on the server too, so the no-JavaScript answer shows them.
 */
export function UnplacedErrors({ formId, keys }: { formId: string; keys: readonly string[] }) {
  const { t, msg } = useRegistrationText();
  if (keys.length === 0) return null;
  return (
    <div className="registration__unplaced" role="alert" aria-labelledby={`${formId}-unplaced`}>
      <p id={`${formId}-unplaced`} className="registration__unplaced-title">
        {t("errors.unplaced")}
      </p>
      <ul>
        {keys.map((key) => (
          <li key={key}>{msg(key)}</li>
        ))}
      </ul>
    </div>
  );
}
