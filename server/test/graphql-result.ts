/** A GraphQL answer as tests read it (kept apart from harness.ts so bench, which has no vitest setup, can use it). */

// Tests read arbitrary response shapes; `any` keeps `result.data.me.role` readable there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyData = Record<string, any>;

export interface GraphqlResult<T = AnyData> {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; field?: string; reason?: string } }[];
}
