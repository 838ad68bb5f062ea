/** The floor check's scanners (tests/e2e/support/floor-features.ts) on small pieces of built code. */
import { describe, expect, it } from 'vitest';
import { apiProblems, cssProblems, syntaxProblems } from '../../e2e/support/floor-features';

const GATE =
  'o(Object,"hasOwn",…),o(Array.prototype,"at",u),o(Array.prototype,"findLast",…),o(AbortSignal,"timeout",…)';

describe('syntax at the floor', () => {
  it('passes ES2021 with class fields and private methods (Chromium 86 parses them)', () => {
    expect(
      syntaxProblems('class A { #x = 1; static y = 2; #m() { return this.#x } } let a; a ??= new A();'),
    ).toEqual([]);
  });

  it.each([
    ['class A { static { this.x = 1 } }', '静态块'],
    ['class A { #x; static is(o) { return #x in o } }', '#私有字段 in'],
    ['await import("./a.js");', '顶层 await'],
    ['/a(?<=b)/.test("ab")', '后行断言'],
    ['/(?<year>\\d+)/d.exec("2026")', '正则标志 d'],
    ['class A { static name = "x" }', '静态类字段 name'],
    ['a?.b ?? c |> d', 'ES2022'],
  ])('finds %s', (code, named) => {
    expect(syntaxProblems(code).join()).toContain(named);
  });
});

describe('run-time APIs newer than the floor', () => {
  it('lets through what the gate fills in, and what is used only behind a test for it', () => {
    const code =
      'Object.hasOwn(a,b);[1].at(-1);typeof requestIdleCallback=="function"&&requestIdleCallback(f)';
    expect(apiProblems(code, GATE)).toEqual([]);
  });

  it('finds what nothing fills in or guards', () => {
    expect(apiProblems('const b=structuredClone(a);c.toSorted();requestIdleCallback(f)', GATE)).toEqual([
      'structuredClone',
      'toSorted / toReversed / toSpliced',
      'requestIdleCallback',
    ]);
  });

  it('finds a polyfill the gate no longer has', () => {
    expect(apiProblems('Object.hasOwn(a,b)', GATE.replace('"hasOwn"', '"other"'))).toEqual([
      'Object.hasOwn（网关没有补上）',
    ]);
  });
});

describe('CSS newer than the floor', () => {
  it('finds a :has() rule the layout needs, and lets through one guarded by @supports or named as an enhancement', () => {
    expect(cssProblems('.row:has(>.cell){display:flex}')).toEqual([':has()：.row:has(>.cell)']);
    expect(
      cssProblems(
        '@supports selector(:has(a)){.a:has(input:focus-visible){outline:2px solid}}' +
          '.arco-table-cell:has(>.arco-table-cell-indent):after{content:""}' +
          '@supports not selector(:has(a)){.b>input:focus-visible+*{outline:2px solid}}',
      ),
    ).toEqual([]);
  });

  it('takes dvh with a vh fallback first, not alone', () => {
    expect(cssProblems('.a{height:100vh;height:100dvh}')).toEqual([]);
    expect(cssProblems('.a{height:100dvh}')).toEqual(['dvh / svh / lvh：.a']);
  });

  it('finds color-mix, :is / :where, range media queries and nesting', () => {
    expect(
      cssProblems(
        '.a{background:color-mix(in srgb,red 10%,transparent)}.b :where(a){color:red}' +
          '@media (width>=576px){.c{float:left}}.d{color:red;&:hover{color:blue}}',
      ),
    ).toEqual([
      'color-mix()：.a',
      ':is() / :where()：.b :where(a)',
      'range media queries：@media (width>=576px)',
      'CSS nesting：.d',
    ]);
  });
});
