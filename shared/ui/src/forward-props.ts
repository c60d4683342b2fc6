/**
 * `shouldForwardProp` for styled primitives whose public style props are plain names (`tone`, `gap`):
 * those names stay out of the DOM while `as` polymorphism and native props keep working.
 */
export function withoutProps(...names: string[]) {
  return { shouldForwardProp: (prop: string) => !names.includes(prop) };
}
