export * from './companies.ts';
export * from './users.ts';
export * from './departments.ts';
export * from './customers.ts';
export * from './visits.ts';
export * from './custom-tags.ts';
export * from './inbox.ts';
export * from './security.ts';
