export { getAccountMock } from './account/account.msw.ts';
export { getBasicsMock } from './basics/basics.msw.ts';
export { getDashboardMock } from './dashboard/dashboard.msw.ts';
export { getEsignMock } from './esign/esign.msw.ts';
export { getStationMock } from './station/station.msw.ts';
