/**
 * The oldest browsers the app supports (README 「支持的浏览器」). This one list drives:
 * - the build's CSS and JS targets (vite.config.ts),
 * - the gate that runs before the app and shows older browsers a page of their own, with the
 *   few run-time APIs the floor lacks filled in (browser-support.js),
 * - the floor check of the production build and the runs in real old browsers (npm test:
 *   tests/e2e/browser-floor.e2e.ts, with the feature list tests/e2e/support/floor-features.ts).
 * Chromium-kernel browsers are Chrome, Edge, 360 安全浏览器 13+, 360 极速, QQ and 搜狗 (极速模式).
 */
export const BROWSER_FLOOR = { chrome: 86, edge: 86, firefox: 115, safari: 15.4 } as const;

type Engine = keyof typeof BROWSER_FLOOR;

const targets = (floor: Record<Engine, number>) => [
  `chrome${floor.chrome}`,
  `edge${floor.edge}`,
  `firefox${floor.firefox}`,
  `safari${floor.safari}`,
  `ios${floor.safari}`,
];

/** CSS is lowered to the floor itself (range media queries, inset, nesting…). */
export const CSS_TARGET = targets(BROWSER_FLOOR);

/**
 * JS syntax is lowered to the floor too, but for class fields: Oxc lowers every class field below
 * Chrome 98 and Safari 16 (into WeakMaps: +2.7 KiB gz on login, +4 on lists) for two narrow engine
 * bugs that Babel fixes only where they occur — V8 before 98 redefining a static `name` / `length`
 * field, and WebKit 236843 (the scope of some field initialisers in Safari 15). Chrome 74+ and
 * Safari 15+ parse class fields; the floor check fails on a static `name` / `length` field, and
 * on any syntax newer than the floor.
 */
export const JS_TARGET = targets({
  ...BROWSER_FLOOR,
  chrome: Math.max(BROWSER_FLOOR.chrome, 98),
  edge: Math.max(BROWSER_FLOOR.edge, 98),
  safari: Math.max(BROWSER_FLOOR.safari, 16),
});
