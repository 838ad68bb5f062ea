/**
 * A student's detail links to the learning-record screens (issue 53 finding 5) by the student's
 * uuid: never with the 身份证号 in the address (it lands in browser history and access logs), nor by
 * name (two students may share one), and only to the screens the account may open.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEARNING_RECORDS } from '@/pages/student/student-lines';
import { accessWith, renderScreen } from '../../support/render-screen';
import { rowOf } from '../../support/requests';

/** An 18-character 身份证号 (17 digits and a digit or X), as typed or URL-encoded. */
const ID_NUMBER = /\d{17}[\dXx]/;
/** 陈浩然 of the student lists' contract examples (both lines). */
const CHEN_UUID = '5b66f97c-560c-4edc-9a85-a067f73a02b8';

async function openDetail(name: string) {
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: '查看' }));
  const dialog = await screen.findByRole('dialog');
  return within(dialog).findByRole('region', { name: '学习情况' });
}

describe.each([
  ['studentInformationST', 'ST', 'videoProgress'],
  ['studentSuperintendentAE', 'AE', 'examRecord'],
])('the student detail of %s', (list, suffix, record) => {
  it('offers the 5 learning records and opens one by the student uuid, with no ID number or name in the address', async () => {
    const view = await renderScreen(list);
    const links = await openDetail('陈浩然');
    const buttons = within(links).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(LEARNING_RECORDS.map(({ label }) => label));
    const { label } = LEARNING_RECORDS.find(({ route }) => route === record)!;
    // the address the link opens (the harness keeps the student list mounted, which tidies it after)
    const opened: string[] = [];
    view.router.subscribe(({ location }) => opened.push(location.pathname + location.search));
    fireEvent.click(within(links).getByRole('button', { name: label }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/${record}${suffix}`));
    const [pathname, search = ''] = opened[0]!.split(/(?=\?)/);
    expect(pathname).toBe(`/${record}${suffix}`);
    expect(decodeURIComponent(search)).not.toMatch(ID_NUMBER);
    expect(decodeURIComponent(search)).not.toContain('陈浩然');
    // exactly this student's records, by uuid (no keyword to match a name by), from page 1: a link
    // of its own, which the screen's remembered search does not narrow (learning/student-filter)
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ student_uuid: CHEN_UUID, page: '1' });
  });
});

it('offers only the learning records the account may open', async () => {
  // 学籍信息 alone: the adult records belong to 学生学习督查, which this account lacks
  await renderScreen('studentStatusAE', { access: accessWith('studentStatusAE', []) });
  const links = await openDetail('陈浩然');
  expect(within(links).queryAllByRole('button')).toEqual([]);
});
