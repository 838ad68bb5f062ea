export * from './account/account.ts';
export * from './basics/basics.ts';
export * from './dashboard/dashboard.ts';
