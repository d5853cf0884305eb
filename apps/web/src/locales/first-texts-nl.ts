// The texts every first screen renders with, in Dutch: one file, so one request (i18n.ts,
// whose globs leave these namespaces out; i18n.test.ts holds both languages to one list).
export { default as common } from './nl/common.json';
export { default as layout } from './nl/layout.json';
export { default as settings } from './nl/settings.json';
export { default as auth } from './nl/auth.json';
export { default as errors } from '@leerloop/contracts/i18n/nl/errors.json';
export { default as validation } from '@leerloop/contracts/i18n/nl/validation.json';
export { default as widget } from '@leerloop/contracts/i18n/nl/widget.json';
