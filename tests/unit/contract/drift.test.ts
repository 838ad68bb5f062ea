/** The contract test's validator catches backend drift (deliberately drifted fixtures). */
import { describe, expect, it } from 'vitest';
import { responseSchemaFor, validateResponse } from '../../contract/validate';

const siteInfo = {
  code: 200,
  msg: '操作成功',
  result: {
    webTitle: '华南师范大学继续教育学院教务管理平台',
    logo: 'https://jw.example.edu.cn/logo.png',
    copyright: '© 2026 华南师范大学继续教育学院',
    icp: '粤ICP备05008833号',
  },
};

describe('contract drift detection', () => {
  it('accepts a response that matches the contract', () => {
    expect(validateResponse('getSiteInfo', siteInfo)).toEqual({ ok: true });
  });

  it('fails when a response field is renamed', () => {
    const { webTitle, ...rest } = siteInfo.result;
    const drifted = { ...siteInfo, result: { ...rest, siteTitle: webTitle } };
    const check = validateResponse('getSiteInfo', drifted);
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.issues.join('\n')).toMatch(/webTitle/);
  });

  it('fails on a wrong type and on a code other than 200', () => {
    expect(
      validateResponse('getSiteInfo', { ...siteInfo, result: { ...siteInfo.result, logo: 42 } }).ok,
    ).toBe(false);
    expect(validateResponse('getSiteInfo', { ...siteInfo, code: 0 }).ok).toBe(false);
  });

  it('finds the one generated schema for both line paths of an fs- operation', () => {
    expect(responseSchemaFor('listOwnYears')).toBeDefined();
    expect(responseSchemaFor('listOwnYears')).toBe(responseSchemaFor('listAdultYears'));
    const years = { code: 200, msg: '操作成功', result: [{ id: 2026, name: '2026年' }] };
    expect(validateResponse('listAdultYears', years)).toEqual({ ok: true });
    expect(validateResponse('listAdultYears', { ...years, result: [{ id: 2026, label: '2026年' }] }).ok).toBe(
      false,
    );
  });
});
