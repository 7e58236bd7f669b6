/**
 * The posted form of an action. A body that does not parse as its Content-Type says (a multipart
 * post without its boundary, say) is the client's fault: a 400 with the branded error page, not
 * the bare 500 that formData()'s TypeError would give (issue 24 §3, found by fuzz-forms.spec.ts).
 * So is a form whose Conform fields (`__intent__`, `__state__`) are not the JSON objects Conform writes:
 * parseWithZod would throw a SyntaxError on them.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badForm();
  }
  for (const reserved of CONFORM_FIELDS) {
    const values = form.getAll(reserved);
    if (values.length === 0) continue;
    if (values.length > 1 || typeof values[0] !== "string" || !isJsonObject(values[0])) throw badForm();
  }
  return form;
}

const CONFORM_FIELDS = ["__intent__", "__state__"];

/** Conform writes both fields as JSON objects; a number or a string would break its parser too. */
function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const badForm = () =>
  new Response("Malformed form body", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
