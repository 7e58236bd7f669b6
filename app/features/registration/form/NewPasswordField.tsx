import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useShellData } from "~/frame-kit/useRootData";
import { Icon } from "~/ui/icons";
import { useHydrated } from "~/ui/useHydrated";
import { RegIcon } from "../icons";
import { passwordChecklist } from "~/forms/rules";
import type { PasswordEntry } from "./hooks";
import { RegField, split, useRegistrationText } from "./fields";

const RULES = ["hasMinLength", "hasUpperCase", "hasLowerCase", "hasNumber"] as const;

/** The new account's password with its show/hide toggle (after hydration) and the live checklist of spec §5. */
export function NewPasswordField({
  field,
  entry,
  error,
}: {
  field: FieldMetadata<string | undefined>;
  entry: PasswordEntry;
  error: string | null;
}) {
  const { t, vars } = useRegistrationText();
  const { brand } = useShellData();
  const hydrated = useHydrated();
  const checklist = passwordChecklist(entry.password, brand.limits.passwordMinLength);
  const checklistId = `${field.id}-checklist`;
  const [key, props] = split(getInputProps(field, { type: entry.shown ? "text" : "password" }));
  return (
    <RegField id={field.id} label={t("password.label")} error={error} describedBy={checklistId}>
      {(control) => (
        <>
          <div className="registration__password">
            <input
              key={key}
              {...props}
              {...control}
              className="input"
              autoComplete="new-password"
              onChange={(event) => entry.take(event.currentTarget)}
            />
            {hydrated ? (
              <button
                type="button"
                className="registration__toggle"
                aria-pressed={entry.shown}
                aria-label={entry.shown ? t("password.hide") : t("password.show")}
                onClick={entry.toggle}
              >
                <RegIcon name={entry.shown ? "eyeOff" : "eye"} size={18} />
              </button>
            ) : null}
          </div>
          <ul id={checklistId} className="registration__checklist" aria-label={t("password.checklist.title")}>
            {RULES.map((rule) => (
              <li
                key={rule}
                className={checklist[rule] ? "is-met" : undefined}
                data-rule={rule}
                data-met={checklist[rule] ? "true" : "false"}
              >
                {checklist[rule] ? <Icon name="check" size={14} /> : <RegIcon name="dot" size={14} />}
                {t(`password.checklist.${rule}`, vars)}
              </li>
            ))}
          </ul>
        </>
      )}
    </RegField>
  );
}
