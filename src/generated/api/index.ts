export * from './account/account.ts';
export * from './basics/basics.ts';
export * from './dashboard/dashboard.ts';
export * from './esign/esign.ts';
export * from './station/station.ts';
