/** Payload rules of spec §5. */

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Form bodies drop empty, null and undefined values (top level). Other bodies pass unchanged. */
export function compactBody<T>(body: T): T {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const compacted = new FormData();
    body.forEach((value, key) => {
      if (value !== '' && value !== 'null' && value !== 'undefined') compacted.append(key, value);
    });
    return compacted as T;
  }
  if (!isPlainObject(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => !isEmpty(value))) as T;
}

/** A negative number, also one written as text: a value read back from the page URL (`?status=-1`). */
const isNegative = (value: unknown) =>
  (typeof value === 'number' && (Number.isNaN(value) || value < 0)) ||
  (typeof value === 'string' && /^-\d+(\.\d+)?$/.test(value));

/** Query payloads also lose negative numbers (and NaN), whatever their source (spec §5). */
export function compactParams<T>(params: T): T {
  if (!isPlainObject(params)) return params;
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => !isEmpty(value) && !isNegative(value)),
  ) as T;
}
