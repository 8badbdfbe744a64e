/**
 * The /v1 contract (README "The /v1 contract"): one set of types for the embedded backend and the browser,
 * split by domain like lib/server; import from '@/lib/api/contract'.
 */
export * from './envelope';
export * from './catalogue';
export * from './consult';
export * from './members';
export * from './leads';
export * from './members-admin';
export * from './products-admin';
export * from './addresses';
export * from './points';
export * from './college';
export * from './academy';
