// No zod here: the locked-account page, which every path may draw, reads a refusal with it (ADR 101).

/**
 * The summary's problem for the form's errors (the browser's or the action's, through conform): a
 * field refused is "invalid", as the action answers it; else the files' or the form's own problem.
 */
export function problemOfErrors(errors: Record<string, string[] | null | undefined> | undefined) {
  const named = Object.entries(errors ?? {}).filter(([, messages]) => messages?.length);
  if (named.length === 0) return undefined;
  const fields = named.filter(([name]) => name !== "files" && name !== "");
  return fields.length > 0 ? "invalid" : named[0][1]![0];
}
