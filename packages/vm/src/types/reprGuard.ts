/** Py_ReprEnter/Py_ReprLeave: recursion guard for container reprs (`[...]`). */
const active = new Set<object>();
export function reprEnter(o: object): boolean {
  if (active.has(o)) return false;
  active.add(o);
  return true;
}
export function reprLeave(o: object): void {
  active.delete(o);
}
