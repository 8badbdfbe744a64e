/**
 * The /v1 contract (docs/api.md, "The envelope"): one set of types for the embedded backend and the browser,
 * split by domain like lib/server; import from '@/lib/api/contract'.
 */
export * from './envelope';
export * from './catalogue';
export * from './catalogue-admin';
export * from './content';
export * from './audit';
export * from './consult';
export * from './members';
export * from './leads';
export * from './members-admin';
export * from './messages';
export * from './help';
export * from './statement';
export * from './products-admin';
export * from './addresses';
export * from './orders';
export * from './designs';
export * from './files';
export * from './points';
export * from './college';
export * from './academy';
export * from './trust';
export * from './pricing';
export * from './revisions';
export * from './products-bulk';
