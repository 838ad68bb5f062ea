// @vitest-environment node
/** Every operation of the contract says what it does in the demo mode, in terms the demo understands. */
import { describe, expect, it } from 'vitest';
import { DEMO_ACTIONS, demoOperations } from '../../../mock-server/demo/operations';
import { inferDemo } from '../../../mock-server/demo/annotate';

const operations = demoOperations();

describe('x-demo annotations', () => {
  it('name a known action, and a collection for every action that changes or reads data', () => {
    const wrong = operations.filter(
      ({ demo }) =>
        !DEMO_ACTIONS.includes(demo.action) ||
        (demo.action !== 'static' && !/^[a-z][a-z0-9-]*$/.test(demo.collection ?? '')),
    );
    expect(wrong.map((operation) => `${operation.operationId}: ${JSON.stringify(operation.demo)}`)).toEqual(
      [],
    );
  });

  it('keep the two lines of a pair alike (own / adult answer the same way, each with its own data)', () => {
    const byName = new Map(operations.map((operation) => [operation.operationId, operation]));
    const differing = operations
      .filter((operation) => operation.line === 'own')
      .map((own) => [own, byName.get(own.operationId.replace(/Own(?=[A-Z])/, 'Adult'))] as const)
      .filter(([own, adult]) => adult && JSON.stringify(own.demo) !== JSON.stringify(adult.demo));
    expect(differing.map(([own]) => own.operationId)).toEqual([]);
  });

  it('infers the usual cases as a developer would annotate them', () => {
    const at = (operationId: string, route: string, isPage = false, hasKey = false) =>
      inferDemo({ operationId, route, method: 'get', isPage, hasKey });
    expect(at('listAdultStations', '/v1-adult-point-list', true)).toEqual({
      collection: 'point',
      action: 'list',
    });
    expect(at('setAdultStationStatus', '/v1-adult-point-status')).toEqual({
      collection: 'point',
      action: 'set',
    });
    expect(at('passAdultPhotos', '/v1-adult-photo-pass')).toEqual({
      collection: 'photo',
      action: 'set',
      values: { status: 1 },
    });
    expect(at('getStudent', '/api/user/student/{uuid}', false, true)).toEqual({
      collection: 'student',
      action: 'get',
    });
    expect(at('listAdultFilterSchool', '/v1-adult-filter-school')).toEqual({ action: 'static' });
    expect(at('exportAdultStations', '/v1-adult-point-export')).toEqual({ action: 'static' });
  });
});
