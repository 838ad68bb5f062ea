/** What the browser keeps for the signed-in user (issue 53, finding 1): one person's, for a set age. */
import { beforeEach, describe, expect, it } from 'vitest';
import { logoutQuestion } from '@/app/session-actions';
import { clearSession, setSessionValues } from '@/session/session';
import { KEEP_FOR_DAYS, keptEntry, keptLabels, sweepKept } from '@/session/user-storage';

let logins = 0;
const signIn = (account: string) => {
  clearSession();
  logins += 1;
  setSessionValues({ account, token: `token-${logins}`, username: '王伟' });
};
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-12-01T08:00:00Z');
const at = (daysAgo: number) => () => new Date(NOW.getTime() - daysAgo * DAY);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('keptEntry', () => {
  it('keeps nothing and reads nothing while nobody is signed in', () => {
    const entry = keptEntry<number[]>('marking:21');
    entry.write([1], '试卷 21 的 1 个评分');
    expect(localStorage.length).toBe(0);
    signIn('wangjg');
    keptEntry<number[]>('marking:21').write([1], '试卷 21 的 1 个评分');
    clearSession();
    expect(keptEntry('marking:21').read()).toBeUndefined();
  });

  it('keeps each person’s work under their login account, never read by another person', () => {
    signIn('wangjg');
    keptEntry<number[]>('marking:21').write([4], '试卷 21 的 1 个评分');
    // two accounts of people with the same name (王伟) and role: still two owners
    signIn('wangwei2');
    const other = keptEntry<number[]>('marking:21');
    expect(other.owner).toBe('wangwei2');
    expect(other.read()).toBeUndefined();
    other.write([5], '试卷 21 的 1 个评分');
    other.remove();
    signIn('wangjg');
    expect(keptEntry<number[]>('marking:21').read()).toMatchObject({
      value: [4],
      label: '试卷 21 的 1 个评分',
    });
    expect(Object.keys(localStorage)).toEqual(['jw-user:wangjg:marking:21']);
  });

  it('names owners so that no account’s keys are another’s (a colon in an account)', () => {
    signIn('a:b');
    keptEntry('c').write(1, 'x');
    signIn('a');
    expect(keptEntry('b:c').read()).toBeUndefined();
    expect(keptLabels()).toEqual([]);
  });

  it('writes the time; drops what is older than the set age when read', () => {
    signIn('wangjg');
    keptEntry('marking:21', { now: at(KEEP_FOR_DAYS) }).write([4], '试卷 21 的 1 个评分');
    expect(keptEntry('marking:21', { now: () => NOW }).read()).toEqual({
      value: [4],
      label: '试卷 21 的 1 个评分',
      at: at(KEEP_FOR_DAYS)().toISOString(),
    });
    keptEntry('marking:21', { now: at(KEEP_FOR_DAYS + 0.01) }).write([4], '试卷 21 的 1 个评分');
    expect(keptEntry('marking:21', { now: () => NOW }).read()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('drops a broken entry', () => {
    signIn('wangjg');
    localStorage.setItem('jw-user:wangjg:marking:21', '{oops');
    expect(keptEntry('marking:21').read()).toBeUndefined();
    localStorage.setItem('jw-user:wangjg:marking:21', JSON.stringify({ value: [1] }));
    expect(keptEntry('marking:21').read()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('stays its owner’s after the session ends: what it writes then is still theirs', () => {
    signIn('wangjg');
    const entry = keptEntry<number[]>('marking:21');
    expect(entry.stillSignedIn()).toBe(true);
    clearSession(); // a 401
    expect(entry.stillSignedIn()).toBe(false);
    signIn('lihua');
    expect(entry.stillSignedIn()).toBe(false);
    entry.write([4], '试卷 21 的 1 个评分');
    expect(keptEntry('marking:21').read()).toBeUndefined();
    signIn('wangjg');
    expect(keptEntry('marking:21').read()?.value).toEqual([4]);
    // a new session of the same person: her work is offered again, not sent by the old handle
    expect(entry.stillSignedIn()).toBe(false);
  });

  it('keeps nothing in a session begun before the login account was kept, and still lets it work', () => {
    setSessionValues({ token: 'token-old', username: '王伟' });
    const entry = keptEntry<number[]>('marking:21');
    expect(entry.owner).toBeUndefined();
    entry.write([4], '试卷 21 的 1 个评分');
    expect(localStorage.length).toBe(0);
    expect(entry.stillSignedIn()).toBe(true);
  });
});

describe('keptLabels', () => {
  it('says what is kept for the user signed in, and only theirs', () => {
    signIn('lihua');
    keptEntry('score-drafts:1:3').write({}, '成绩录入：会计 2401 班 基础会计 的 2 个成绩');
    signIn('wangjg');
    keptEntry('marking:21').write([4], '阅卷：试卷 21 的 1 个评分');
    keptEntry('chapters:AE:1').write([], '章节管理：大学英语（一） 的修改');
    keptEntry('marking:22', { now: at(KEEP_FOR_DAYS + 1) }).write([4], '阅卷：试卷 22 的 1 个评分');
    expect(keptLabels()).toEqual(['章节管理：大学英语（一） 的修改', '阅卷：试卷 21 的 1 个评分']);
    clearSession();
    expect(keptLabels()).toEqual([]);
  });
});

describe('sweepKept', () => {
  it('drops every user’s expired entries and the drafts kept before drafts had owners', () => {
    signIn('lihua');
    keptEntry('marking:21', { now: at(KEEP_FOR_DAYS + 1) }).write([4], 'old');
    keptEntry('marking:22').write([4], 'new');
    localStorage.setItem('marking:21', '[{"answerId":9002,"score":4,"comment":""}]');
    localStorage.setItem('marking:21:7', '[]');
    localStorage.setItem('score-drafts:王伟:1:3', '{}');
    sessionStorage.setItem('courseware:chapters:AE:1', '[]');
    localStorage.setItem('jw-columns:classAE', '[]'); // not a draft
    sessionStorage.setItem('jw-tabs', '{}');
    sweepKept();
    expect(Object.keys(localStorage).sort()).toEqual(['jw-columns:classAE', 'jw-user:lihua:marking:22']);
    expect(Object.keys(sessionStorage)).toEqual(['jw-tabs']);
  });
});

describe('the logout confirmation', () => {
  it('says what stays kept for the user, for whom and how long; plain when nothing is kept', () => {
    signIn('wangjg');
    expect(logoutQuestion()).toBe('确定退出登录吗？');
    keptEntry('marking:21').write([4], '阅卷：试卷 21 的 1 个评分');
    keptEntry('score-drafts:1:3').write({}, '成绩录入：会计 2401 班 基础会计 的 2 个成绩');
    expect(logoutQuestion()).toBe(
      '您还有未保存的内容：成绩录入：会计 2401 班 基础会计 的 2 个成绩；阅卷：试卷 21 的 1 个评分。' +
        `退出后仍保存在本机 ${KEEP_FOR_DAYS} 天，只在您本人再次登录时提示恢复，不会显示给其他账号，也不会随其他账号发送。确定退出登录吗？`,
    );
  });
});
