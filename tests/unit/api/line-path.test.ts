import { describe, expect, it } from 'vitest';
import { isLineScopedPath, rewriteLinePath } from '@/api/line-path';

describe('fs- rewrite by page type', () => {
  it('rewrites fs- to v1-adult- for adult education', () => {
    expect(rewriteLinePath('/fs-year', 'adultEducation')).toBe('/v1-adult-year');
    expect(rewriteLinePath('/fs-filter-school', 'adultEducation')).toBe('/v1-adult-filter-school');
  });

  it('rewrites fs- to v1-own- for self-taught', () => {
    expect(rewriteLinePath('/fs-year', 'selfTaught')).toBe('/v1-own-year');
  });

  it('leaves every other path alone', () => {
    expect(rewriteLinePath('/v1-info', 'selfTaught')).toBe('/v1-info');
    expect(rewriteLinePath('/api/user/login/logout', 'adultEducation')).toBe('/api/user/login/logout');
    expect(rewriteLinePath('/api/fs-year', 'selfTaught')).toBe('/api/fs-year');
  });

  it('knows which query keys are line scoped', () => {
    expect(isLineScopedPath('/fs-year')).toBe(true);
    expect(isLineScopedPath('/v1-info')).toBe(false);
    expect(isLineScopedPath(undefined)).toBe(false);
  });
});
