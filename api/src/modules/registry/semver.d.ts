// The parts of the `semver` package the registry uses (the package ships no types of its own).
declare module 'semver' {
  /** Whether `version` is inside `range` (false for anything that does not parse). */
  export function satisfies(version: string, range: string): boolean;
  /** The version cleaned up, or null when it is not one. */
  export function valid(version: string): string | null;
  /** The first version a text such as `7.9.x` or `v19` names, or null. */
  export function coerce(version: string): { version: string } | null;
}
