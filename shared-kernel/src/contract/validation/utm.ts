/**
 * A UTM parameter value: letters, digits, `_`, `-` and `+` (what validator's isAlphanumeric with
 * those ignored accepts). Apart from the other rules so that the kernel, which reads UTM
 * parameters on every page, does not load the validator package.
 */
export function isUtmValue(text: string): boolean {
  return /^[0-9A-Za-z_+-]+$/.test(text);
}
