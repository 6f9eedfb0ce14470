import type { z } from 'zod/mini';

export interface FieldError {
  field: string;
  message: string;
}

/** Per-field messages, for forms (the web page shows each next to its input). */
export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(input)';
    const message = issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
    return { field, message };
  });
}

/** One line per problem, for terminals: `valueSize: '1TB' is out of range; allowed: ...`. */
export function toText(error: z.core.$ZodError, fieldLabel: (field: string) => string = (f) => f): string {
  return toFieldErrors(error)
    .map((e) => `${fieldLabel(e.field)}: ${e.message}`)
    .join('\n');
}
