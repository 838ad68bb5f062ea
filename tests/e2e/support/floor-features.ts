/**
 * The floor check of the production build (src/app/browser-floor.ts holds the floor): syntax at
 * the floor's ECMAScript level, and a scan for every run-time API and CSS feature newer than the
 * floor, from the list below (versions from MDN's compatibility data). A feature newer than the
 * floor fails the check unless the gate fills it in (src/app/browser-support.js), the code tests
 * for it first (its guard is in the same file), or — CSS — the rule using it is only an
 * enhancement the layout does not depend on (named here, with why) or has its fallback first.
 * A new feature of the platform goes in this list when the app starts to use it.
 */
import { parse, type Node } from 'acorn';
import { BROWSER_FLOOR } from '@/app/browser-floor';

type Since = { chrome: number; firefox: number; safari: number };
const NEVER = Infinity;

export interface Feature {
  name: string;
  since: Since;
  /** How it shows in the built code (JS) or styles (CSS). */
  pattern: RegExp;
  /** JS: the gate fills it in (the name it defines). */
  filledIn?: string;
  /** JS: used only behind this test, which must be in the same file. */
  guard?: RegExp;
  /** CSS: the selectors of rules that may use it, and why the layout does not need them. */
  enhancements?: Record<string, string>;
  /** CSS: a property whose declaration with the feature must follow one of the same property without it. */
  withFallback?: true;
  /** CSS: found in a rule's selector or an at-rule's prelude (else in its declarations). */
  inSelector?: true;
}

export const JS_FEATURES: Feature[] = [
  {
    name: 'Object.hasOwn',
    since: { chrome: 93, firefox: 92, safari: 15.4 },
    pattern: /\bObject\.hasOwn\(/,
    filledIn: 'hasOwn',
  },
  {
    name: 'Array / String .at()',
    since: { chrome: 92, firefox: 90, safari: 15.4 },
    pattern: /\.at\(/,
    filledIn: 'at',
  },
  {
    name: 'findLast / findLastIndex',
    since: { chrome: 97, firefox: 104, safari: 15.4 },
    pattern: /\.findLast(Index)?\(/,
    filledIn: 'findLast',
  },
  {
    name: 'AbortSignal.timeout',
    since: { chrome: 103, firefox: 100, safari: 16 },
    pattern: /AbortSignal\.timeout\(/,
    filledIn: 'timeout',
  },
  {
    name: 'structuredClone',
    since: { chrome: 98, firefox: 94, safari: 15.4 },
    pattern: /\bstructuredClone\(/,
  },
  {
    name: 'toSorted / toReversed / toSpliced',
    since: { chrome: 110, firefox: 115, safari: 16 },
    pattern: /\.to(Sorted|Reversed|Spliced)\(/,
  },
  {
    name: 'Object.groupBy / Map.groupBy',
    since: { chrome: 117, firefox: 119, safari: 17.4 },
    pattern: /\b(Object|Map)\.groupBy\(/,
  },
  {
    name: 'Promise.withResolvers',
    since: { chrome: 119, firefox: 121, safari: 17.4 },
    pattern: /Promise\.withResolvers\(/,
  },
  {
    name: 'Array.fromAsync',
    since: { chrome: 121, firefox: 115, safari: 16.4 },
    pattern: /Array\.fromAsync\(/,
  },
  {
    name: 'AbortSignal.any',
    since: { chrome: 116, firefox: 124, safari: 17.4 },
    pattern: /AbortSignal\.any\(/,
  },
  { name: 'crypto.randomUUID', since: { chrome: 92, firefox: 95, safari: 15.4 }, pattern: /\.randomUUID\(/ },
  {
    name: 'Element.checkVisibility',
    since: { chrome: 105, firefox: 106, safari: 17.4 },
    pattern: /\.checkVisibility\(/,
  },
  {
    name: 'HTMLInputElement.showPicker',
    since: { chrome: 99, firefox: 101, safari: 16 },
    pattern: /\.showPicker\(/,
  },
  {
    name: 'URL.canParse / URL.parse',
    since: { chrome: 120, firefox: 115, safari: 17 },
    pattern: /\bURL\.(canParse|parse)\(/,
    guard: /typeof URL\.(canParse|parse)\b/,
  },
  {
    name: 'Set methods',
    since: { chrome: 122, firefox: 127, safari: 17 },
    pattern: /\.(symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/,
  },
  {
    name: 'iterator helpers',
    since: { chrome: 122, firefox: 131, safari: 18.4 },
    pattern:
      /\.(keys|values|entries)\(\)\.(map|filter|take|drop|flatMap|reduce|toArray|some|every|find|forEach)\(/,
  },
  {
    name: 'String isWellFormed / toWellFormed',
    since: { chrome: 111, firefox: 119, safari: 16.4 },
    pattern: /\.(isWellFormed|toWellFormed)\(/,
  },
  { name: 'Intl.Segmenter', since: { chrome: 87, firefox: 125, safari: 14.1 }, pattern: /Intl\.Segmenter\b/ },
  {
    name: 'ClipboardItem',
    since: { chrome: 76, firefox: 127, safari: 13.1 },
    pattern: /\bClipboardItem\b/,
    guard: /typeof (window\.)?ClipboardItem|"ClipboardItem"in|`ClipboardItem`in/,
  },
  {
    name: 'requestIdleCallback',
    since: { chrome: 47, firefox: 55, safari: NEVER },
    pattern: /requestIdleCallback\(/,
    guard: /typeof (window\.)?requestIdleCallback/,
  },
  {
    name: 'scheduler.postTask / yield',
    since: { chrome: 94, firefox: 142, safari: NEVER },
    pattern: /\bscheduler\.(postTask|yield)\(/,
    guard: /typeof scheduler|"scheduler"in|`scheduler`in/,
  },
  {
    name: 'View Transitions',
    since: { chrome: 111, firefox: 144, safari: 18 },
    pattern: /\.startViewTransition\(/,
    guard: /startViewTransition\b[^(]/,
  },
];

export const CSS_FEATURES: Feature[] = [
  {
    name: ':has()',
    since: { chrome: 105, firefox: 121, safari: 15.4 },
    inSelector: true,
    pattern: /:has\(/,
    enhancements: {
      '.arco-table-cell:has(>.arco-table-cell-indent):after':
        "Arco's clearfix after a tree table's indent (a float of its own); the app's tables have no tree rows",
    },
  },
  { name: 'color-mix()', since: { chrome: 111, firefox: 113, safari: 16.2 }, pattern: /color-mix\(/ },
  {
    name: 'lab() / lch() / oklab() / oklch()',
    since: { chrome: 111, firefox: 113, safari: 15.4 },
    pattern: /\b(ok)?(lab|lch)\(/,
  },
  {
    name: 'dvh / svh / lvh',
    since: { chrome: 108, firefox: 101, safari: 15.4 },
    pattern: /\d(dvh|svh|lvh|dvw|svw|lvw)\b/,
    withFallback: true,
  },
  {
    name: ':is() / :where()',
    since: { chrome: 88, firefox: 78, safari: 14 },
    inSelector: true,
    pattern: /:(is|where)\(/,
  },
  {
    name: ':not() with a list',
    since: { chrome: 88, firefox: 84, safari: 9 },
    inSelector: true,
    pattern: /:not\([^()]*,/,
  },
  {
    name: ':nth-child(… of S)',
    since: { chrome: 111, firefox: 113, safari: 9 },
    inSelector: true,
    pattern: /:nth-(last-)?child\([^)]* of /,
  },
  {
    name: '@container',
    since: { chrome: 105, firefox: 110, safari: 16 },
    inSelector: true,
    pattern: /@container\b/,
  },
  { name: '@layer', since: { chrome: 99, firefox: 97, safari: 15.4 }, inSelector: true, pattern: /@layer\b/ },
  { name: 'CSS nesting', since: { chrome: 112, firefox: 117, safari: 16.5 }, pattern: /\{/ },
  {
    name: 'range media queries',
    since: { chrome: 104, firefox: 63, safari: 16.4 },
    inSelector: true,
    pattern: /\((min-|max-)?(width|height)\s*[<>]=?/,
  },
  { name: 'inset', since: { chrome: 87, firefox: 66, safari: 14.1 }, pattern: /(^|;)inset:/ },
  {
    name: 'logical shorthands',
    since: { chrome: 87, firefox: 66, safari: 14.1 },
    pattern: /(^|;)(margin|padding|inset)-(inline|block):/,
  },
  { name: 'aspect-ratio', since: { chrome: 88, firefox: 89, safari: 15 }, pattern: /(^|;)aspect-ratio:/ },
  {
    name: 'overflow: clip',
    since: { chrome: 90, firefox: 81, safari: 16 },
    pattern: /(^|;)overflow(-x|-y)?:clip/,
  },
  { name: 'accent-color', since: { chrome: 93, firefox: 92, safari: 15.4 }, pattern: /(^|;)accent-color:/ },
  {
    name: 'translate / rotate / scale properties',
    since: { chrome: 104, firefox: 72, safari: 14.1 },
    pattern: /(^|;)(translate|rotate|scale):/,
  },
  {
    name: 'overscroll-behavior',
    since: { chrome: 63, firefox: 59, safari: 16 },
    pattern: /(^|;)overscroll-behavior(-[xy])?:/,
    enhancements: {
      '._page_':
        'the signature page on a phone: no pull-to-refresh while signing (Safari 15 keeps it, the page still works)',
    },
  },
];

/** Is the feature newer than the floor in any engine? */
export function newerThanFloor({ since }: Feature): boolean {
  return (
    since.chrome > BROWSER_FLOOR.chrome ||
    since.firefox > BROWSER_FLOOR.firefox ||
    since.safari > BROWSER_FLOOR.safari
  );
}

/** Syntax newer than the floor (Chromium 86: ES2021 with class fields and private methods). */
export function syntaxProblems(code: string): string[] {
  let ast: Node;
  try {
    ast = parse(code, { ecmaVersion: 2022, sourceType: 'module' });
  } catch (error) {
    return [`语法超出 ES2022：${(error as Error).message}`];
  }
  const problems = new Set<string>();
  const visit = (node: unknown, inFunction: boolean): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, inFunction));
    const n = node as Record<string, unknown> & { type?: string };
    if (typeof n.type !== 'string') return;
    switch (n.type) {
      case 'StaticBlock':
        problems.add('类的静态块 static {}（Chromium 94）');
        break;
      case 'BinaryExpression':
        if ((n.left as { type?: string }).type === 'PrivateIdentifier')
          problems.add('#私有字段 in 对象（Chromium 91）');
        break;
      case 'AwaitExpression':
      case 'ForOfStatement':
        if (!inFunction && (n.type === 'AwaitExpression' || n.await))
          problems.add('顶层 await（Chromium 89）');
        break;
      case 'PropertyDefinition': {
        const key = n.key as { name?: string; value?: unknown };
        if (n.static && ['name', 'length'].includes(String(key.name ?? key.value)))
          problems.add(`静态类字段 ${String(key.name ?? key.value)}（V8 98 之前会重定义失败）`);
        break;
      }
      case 'Literal': {
        const regex = n.regex as { pattern: string; flags: string } | undefined;
        if (regex?.flags.includes('d')) problems.add('正则标志 d（Chromium 90）');
        if (regex?.flags.includes('v')) problems.add('正则标志 v（Chromium 112）');
        if (regex && /\(\?<[=!]/.test(regex.pattern)) problems.add('正则后行断言 (?<= (?<!（Safari 16.4）');
        break;
      }
    }
    const entersFunction = /Function/.test(n.type) || n.type === 'MethodDefinition';
    for (const [key, value] of Object.entries(n))
      if (key !== 'type' && typeof value === 'object') visit(value, inFunction || entersFunction);
  };
  visit(ast, false);
  return [...problems];
}

/** Run-time APIs newer than the floor that nothing fills in or guards, in one built JS file. */
export function apiProblems(code: string, gate: string): string[] {
  return JS_FEATURES.filter((feature) => newerThanFloor(feature) && feature.pattern.test(code)).flatMap(
    (feature) => {
      if (feature.filledIn)
        return gate.includes(`"${feature.filledIn}"`) ? [] : [`${feature.name}（网关没有补上）`];
      if (feature.guard?.test(code)) return [];
      return [feature.name];
    },
  );
}

/**
 * The rules of a CSS file: a selector (or an at-rule's prelude) and its declarations; the blocks of
 * `@supports selector(:has(…))` left out (browsers without :has() skip them whole). A style rule
 * whose declarations hold a block is nested.
 */
function rulesOf(css: string): { selector: string; body: string }[] {
  const rules: { selector: string; body: string }[] = [];
  const walk = (text: string) => {
    let at = 0;
    while (at < text.length) {
      const open = text.indexOf('{', at);
      if (open < 0) break;
      const selector = text.slice(at, open).trim();
      let depth = 1;
      let close = open + 1;
      for (; close < text.length && depth; close += 1)
        depth += text[close] === '{' ? 1 : text[close] === '}' ? -1 : 0;
      const body = text.slice(open + 1, close - 1);
      if (!selector.startsWith('@')) rules.push({ selector, body });
      else if (!/^@supports\s+selector\(:has\(/.test(selector)) {
        // a feature query's prelude asks about a feature, it does not use it
        if (!selector.startsWith('@supports')) rules.push({ selector, body: '' });
        if (body.includes('{')) walk(body);
      }
      at = close;
    }
  };
  walk(css);
  return rules;
}

/** CSS features newer than the floor in rules the layout depends on, in one built CSS file. */
export function cssProblems(css: string): string[] {
  const problems: string[] = [];
  for (const { selector, body } of rulesOf(css))
    for (const feature of CSS_FEATURES.filter(newerThanFloor)) {
      if (!feature.pattern.test(feature.inSelector ? selector : body)) continue;
      if (Object.keys(feature.enhancements ?? {}).some((enhancement) => selector.includes(enhancement)))
        continue;
      if (feature.withFallback && hasFallbacks(body, feature.pattern)) continue;
      problems.push(`${feature.name}：${selector.slice(0, 120)}`);
    }
  return problems;
}

/** Every declaration using the feature comes after one of the same property that does not. */
function hasFallbacks(body: string, pattern: RegExp): boolean {
  const declarations = body.split(';').map((line) => line.split(':'));
  return declarations.every(
    ([property, value], index) =>
      !value ||
      !pattern.test(value) ||
      declarations
        .slice(0, index)
        .some(([other, earlier]) => other === property && earlier && !pattern.test(earlier)),
  );
}
