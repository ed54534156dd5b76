/** Personal data shown back to its owner is masked, in case someone looks over their shoulder. */
export function maskRealName(name: string | null): string {
  if (!name) return '';
  const characters = [...name];
  return characters[0] + '*'.repeat(Math.max(1, characters.length - 1));
}

/** First 3 and last 2 characters of an ID number. */
export function maskIdNumber(idNumber: string | null): string {
  if (!idNumber) return '';
  return `${idNumber.slice(0, 3)}${'*'.repeat(idNumber.length - 5)}${idNumber.slice(-2)}`;
}

/** 138****0000 */
export function maskMobile(mobile: string | null): string {
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '';
}
