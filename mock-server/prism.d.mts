export const CONTRACT: string;
export function freePort(): Promise<number>;
export function portIsFree(port: number): Promise<boolean>;
export function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; isReady?: (res: Response) => boolean },
): Promise<void>;
export function startPrism(options?: { port?: number; quiet?: boolean; contract?: string }): Promise<{
  url: string;
  /** How many times Prism was started again after it exited. */
  restarts: () => number;
  stop: () => Promise<void>;
}>;
