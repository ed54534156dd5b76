/**
 * A form's text fields as the contract's numbers: an empty field is left out (the schema's default
 * or its "optional" applies) and anything else goes as typed, so a word or a fraction is refused
 * by the contract's own rule rather than silently rounded here.
 */
export function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** An empty money field left out, else the typed amount (the contract wants "12.30"). */
export function optionalText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Ids typed or pasted with commas, spaces or line breaks between them. */
export function numberList(text: string): number[] {
  return text
    .split(/[\s,，;；]+/)
    .filter((part) => part !== '')
    .map(Number);
}
