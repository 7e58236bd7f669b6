import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";

/**
 * The house form setup (ARCHITECTURE §4): one zod schema checks in the browser — first on
 * leaving a field, then on every keystroke — and again in the action, whose reply comes back as
 * `lastResult`. The schema's constraints become HTML attributes, so the browser checks too
 * without JavaScript.
 */
export function useZodForm<Schema extends ZodTypeAny>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: Record<string, string>,
) {
  return useForm({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
