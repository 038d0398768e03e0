/** The response envelope of interface v5 (Endpoints, common rule 1): `{data: …}`, no `success`. */
export function envelope<T>(data: T): { data: T } {
  return { data };
}
