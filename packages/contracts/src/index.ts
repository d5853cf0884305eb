export * from './auth.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './health.ts';
export * from './users.ts';
export * from './i18n.ts';
export * from './realtime.ts';
export * from './content.ts';
