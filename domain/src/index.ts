export * from './roles.ts';
export * from './company.ts';
export * from './auth.ts';
export * from './visit-status.ts';
export * from './time.ts';
