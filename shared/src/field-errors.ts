// What a form shows under each field: the first message per top-level field. Takes zod's issues
// without importing zod, so browser code can use it without pulling the validator in.
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export function firstFieldErrors(issues: readonly IssueLike[]): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
