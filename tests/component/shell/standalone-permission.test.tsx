/**
 * A standalone print page opens only with 打印 of the list it prints from (issue 53 finding 3): the
 * page reads the account's permission tree of its line and shows the 403 page otherwise.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { StandaloneScreen } from '@/app/standalone-screen';
import { setSessionValues } from '@/session/session';
import { server } from '../../support/msw';
import { treeWith, viewOnlyTree } from '../../support/permission-trees';
import { renderInApp } from '../../support/render-screen';

/** Answers the adult line's tree (type 2) with `tree`; records each line asked for. */
function answerTree(tree: ReturnType<typeof viewOnlyTree>): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*/v1-basis-auth-routing', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('type') ?? '');
      return HttpResponse.json(tree);
    }),
  );
  return asked;
}

function openPrint(url: string) {
  setSessionValues({ token: 'test-token', pageType: 'adultEducation' });
  // the app's fixture grants everything: the page must go by the tree it reads itself
  return renderInApp(<StandaloneScreen name="diplomaPrintAE" />, { url });
}

describe('a standalone print page', () => {
  it('shows 403, not the certificates, to an account without 打印', async () => {
    const asked = answerTree(viewOnlyTree());
    const view = openPrint('/diplomaPrintAE?ids=2,3');
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
    expect(view.container.querySelector('[data-screen="diplomaPrintAE"]')).toBeNull();
    expect(asked).toEqual(['2']);
  });

  it('opens with 打印 of 毕业证首次打印', async () => {
    answerTree(treeWith((page) => (page === 'diplomaFirstTimePrintAE' ? ['print'] : [])));
    const view = openPrint('/diplomaPrintAE?ids=2,3');
    expect(await screen.findByRole('toolbar', { name: '打印操作' })).toBeInTheDocument();
    expect(view.container.querySelector('[data-screen="diplomaPrintAE"]')).not.toBeNull();
    expect(screen.queryByText('没有权限')).toBeNull();
  });

  it('opens with isJurisdiction=1 (spec §6)', async () => {
    answerTree(viewOnlyTree());
    openPrint('/diplomaPrintAE?ids=2,3&isJurisdiction=1');
    expect(await screen.findByRole('toolbar', { name: '打印操作' })).toBeInTheDocument();
    expect(screen.queryByText('没有权限')).toBeNull();
  });
});
