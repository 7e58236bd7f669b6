/**
 * The posted form of an action. A body that does not parse as its Content-Type says (a multipart
 * post without its boundary, say) is the client's fault: a 400 with the branded error page, not
 * the bare 500 that formData()'s TypeError would give (issue 24 §3, found by fuzz-forms.spec.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("Malformed form body", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
