/**
 * The one place user text becomes HTML. Every name, rules text, field value, path and message the
 * renderer writes goes through `esc`, in element content and in attribute values alike (attribute
 * values are always double-quoted, and `esc` escapes both quote characters).
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Escapes text for HTML element content or a double-quoted attribute value. */
export function esc(text: string): string {
  return text.replace(/[&<>"'`]/g, (ch) => entities[ch]);
}
