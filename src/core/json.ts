/** A copy with every string passed through `map`, keys untouched. */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  return mapValue(value, map) as T;
}

function mapValue(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapValue(item, map));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapValue(item, map)]));
  }
  return value;
}
