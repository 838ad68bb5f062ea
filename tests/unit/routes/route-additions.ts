/**
 * Routes added after the product spec's lists (../shared/spec/product-spec.md §2): the route
 * catalogue test expects the spec's ST and AE lists plus these, so a new screen's route is one line
 * here (its name, line and why) beside its entry in src/routes/catalogue.ts.
 */
export const ROUTE_ADDITIONS: readonly { name: string; line: 'ST' | 'AE'; why: string }[] = [];
