/**
 * A field's validation message as a sentence. The shared schemas word their
 * messages as predicates for the API ("is required"), which a form shows
 * after the field's name; a message that is already a sentence stays as it is.
 */
export function fieldMessage(field: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${field} ${message}.` : message;
}
