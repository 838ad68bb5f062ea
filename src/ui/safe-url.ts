/** Links taken from the server or typed by staff: http(s) and mailto only. */
export const SAFE_URL = /^(?:https?:\/\/|mailto:)/i;

/** http(s) or mailto only: no javascript:, data:, vbscript: or relative tricks. */
export function isSafeUrl(url: string | undefined | null): url is string {
  return !!url && SAFE_URL.test(url.trim());
}
