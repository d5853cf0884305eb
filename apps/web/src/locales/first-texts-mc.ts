// The texts every first screen renders with, in Darija: one file, so one request (i18n.ts,
// whose globs leave these namespaces out; i18n.test.ts holds both languages to one list).
export { default as common } from './mc/common.json';
export { default as layout } from './mc/layout.json';
export { default as settings } from './mc/settings.json';
export { default as auth } from './mc/auth.json';
export { default as errors } from '@leerloop/contracts/i18n/mc/errors.json';
export { default as validation } from '@leerloop/contracts/i18n/mc/validation.json';
export { default as widget } from '@leerloop/contracts/i18n/mc/widget.json';
