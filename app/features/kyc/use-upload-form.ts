import type { ZodTypeAny } from "zod";
import { useZodForm } from "~/forms/use-zod-form";
import type { DocumentsActionData } from "./documents.server";
import { problemOfErrors } from "./upload-problem";

/**
 * An upload form on conform with its zod schema (ADR 101): the browser checks what the action
 * checks again. After a refused submit the summary's problem comes from the form's errors (the
 * browser's or the action's reply), else from the action's answer (a form it could not check).
 */
export function useUploadForm(id: string, schema: ZodTypeAny, action: DocumentsActionData | undefined) {
  const [form, fields] = useZodForm(id, schema, action?.result);
  const refused = form.status === "error" ? problemOfErrors(form.allErrors) : undefined;
  return { form, fields, problem: refused ?? action?.problem };
}
