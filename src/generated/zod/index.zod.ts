export * from './account/account.zod.ts';
export * from './basics/basics.zod.ts';
export * from './dashboard/dashboard.zod.ts';
export * from './esign/esign.zod.ts';
export * from './station/station.zod.ts';
