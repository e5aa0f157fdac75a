/** Whether an If-None-Match header names the entity tag (or `*`), compared weakly (RFC 9110). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (candidate: string) => candidate.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}
