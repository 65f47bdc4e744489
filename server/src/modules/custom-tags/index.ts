/**
 * The custom tags module's public entry: what other modules, job workers and scripts may use. Every operation
 * takes an explicit scope and plain input and throws DomainErrors. The GraphQL side is `custom-tags.schema.ts`.
 */
export { listCustomTags, type CustomTagRow } from './list-custom-tags.ts';
export { findCustomTag } from './find-custom-tag.ts';
export { createCustomTag } from './create-custom-tag.ts';
export { updateCustomTag } from './update-custom-tag.ts';
export { deleteCustomTag } from './delete-custom-tag.ts';
export { reorderCustomTags } from './reorder-custom-tags.ts';
