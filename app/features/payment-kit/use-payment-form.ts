import { useMemo, useState, type FormEvent } from "react";
import { useZodForm } from "~/forms/use-zod-form";
import { yearMonthIn } from "./card/rules";
import { formSchema, replyOf } from "./field-schema";
import type { FormField } from "./form-field";

/** The name of conform's intent button (`INTENT` of @conform-to/dom, which is no dependency of ours). */
const CONFORM_INTENT = "__intent__";

/**
 * A payment form (deposit method, payout details) under conform (ADR 096): the schema built from
 * the fields the loader drew, the action's verdict (kept in the session across its redirect) as
 * conform's `lastResult`, and the message key each field shows now. Spread `formProps` on the
 * `<Form>`: without JavaScript it posts as before and the action answers with the same schema.
 */
export function usePaymentForm(
  id: string,
  fields: FormField[],
  serverErrors: Record<string, string>,
  timeZone: string,
) {
  const schema = useMemo(() => formSchema(fields, yearMonthIn(new Date(), timeZone)), [fields, timeZone]);
  // a loader revalidation hands equal errors in a new object: the same verdict, not a new one
  const serverKey = JSON.stringify(serverErrors);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, see above
  const lastResult = useMemo(() => replyOf(serverErrors), [serverKey]);
  const [form] = useZodForm(id, schema, lastResult);
  // A refused form keeps what was typed except the encrypted fields, as the action's answer does:
  // each refusal in the browser draws them anew, empty (MethodFieldRows keys them by it).
  const [refusals, setRefusals] = useState(0);
  const errors: Record<string, string> = {};
  for (const [name, list] of Object.entries(form.allErrors)) if (list[0]) errors[name] = list[0];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    // conform checks a field on blur by a submit of its own intent button, which it always stops
    const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === CONFORM_INTENT;
    if (event.defaultPrevented && !intent && fields.some((f) => f.encrypted)) setRefusals((n) => n + 1);
  };
  return { formProps: { id: form.id, onSubmit }, errors, refusals };
}
