import { queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api.ts';
import { GraphQLRequestError, NetworkError, toErrorCode } from '../../lib/errors.ts';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/** What files hang on: a visit or a customer. */
export type FileOwner = { visitId: string } | { customerId: string } | { materialId: string };
export type FileKind = 'image' | 'document';

const storedFileFields = graphql(`
  fragment StoredFileFields on StoredFile @_unmask {
    id
    name
    kind
    mimeType
    size
    width
    height
    url
    thumbnailUrl
    uploadedByName
    mayDelete
    sharedWithCustomer
    mayShare
    createdAt
  }
`);

const visitFilesQuery = graphql(
  `
    query visitFiles($id: ID!, $kind: FileKind!, $offset: Int, $limit: Int) {
      visitFiles(visitId: $id, kind: $kind, offset: $offset, limit: $limit) {
        totalCount
        items {
          ...StoredFileFields
        }
      }
    }
  `,
  [storedFileFields],
);

const customerFilesQuery = graphql(
  `
    query customerFiles($id: ID!, $kind: FileKind!, $offset: Int, $limit: Int) {
      customerFiles(customerId: $id, kind: $kind, offset: $offset, limit: $limit) {
        totalCount
        items {
          ...StoredFileFields
        }
      }
    }
  `,
  [storedFileFields],
);

const materialFilesQuery = graphql(
  `
    query materialFiles($id: ID!, $kind: FileKind!, $offset: Int, $limit: Int) {
      materialFiles(materialId: $id, kind: $kind, offset: $offset, limit: $limit) {
        totalCount
        items {
          ...StoredFileFields
        }
      }
    }
  `,
  [storedFileFields],
);

export type FilePage = ResultOf<typeof visitFilesQuery>['visitFiles'];
export type StoredFile = FilePage['items'][number];

/** One page size for both tabs; a visit rarely has more, and the rest is a page away. */
export const filePageSize = 48;

export const filesKey = (owner: FileOwner) =>
  'visitId' in owner
    ? (['files', 'visit', owner.visitId] as const)
    : 'materialId' in owner
      ? (['files', 'material', owner.materialId] as const)
      : (['files', 'customer', owner.customerId] as const);

export const filesOptions = (owner: FileOwner, kind: FileKind, page: number) =>
  queryOptions({
    queryKey: [...filesKey(owner), kind, page] as const,
    queryFn: async (): Promise<FilePage> => {
      const variables = { kind, offset: page * filePageSize, limit: filePageSize };
      if ('visitId' in owner) return (await request(visitFilesQuery, { id: owner.visitId, ...variables })).visitFiles;
      if ('materialId' in owner)
        return (await request(materialFilesQuery, { id: owner.materialId, ...variables })).materialFiles;
      return (await request(customerFilesQuery, { id: owner.customerId, ...variables })).customerFiles;
    },
  });

const deleteFileMutation = graphql(`
  mutation deleteFile($id: ID!) {
    deleteFile(id: $id)
  }
`);

export const deleteFile = (id: string) => request(deleteFileMutation, { id });

const setFileSharedMutation = graphql(`
  mutation setFileShared($id: ID!, $shared: Boolean!) {
    setFileShared(id: $id, shared: $shared) {
      id
      sharedWithCustomer
    }
  }
`);

/** Shares a file with the customer it concerns (their portal's documents), or stops sharing it. */
export const setFileShared = (id: string, shared: boolean) => request(setFileSharedMutation, { id, shared });

export type UploadTab = 'images' | 'documents';

/**
 * Sends one file to POST /files as the raw body (application/octet-stream: the server's CSRF rule, like GraphQL's
 * JSON), reporting progress. XMLHttpRequest because fetch reports no upload progress. A refusal throws the same
 * GraphQLRequestError the GraphQL client throws, so its reason is translated the same way.
 */
export function uploadFile(
  owner: FileOwner,
  tab: UploadTab,
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ id: string; name: string }> {
  const query = new URLSearchParams({ tab, name, ...owner });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/files?${query}`));
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { file?: { id: string; name: string }; error?: Record<string, unknown> } | null;
      if (xhr.status === 201 && body?.file) return resolve(body.file);
      const error = body?.error ?? {};
      const field = typeof error.field === 'string' ? error.field : undefined;
      reject(new GraphQLRequestError(`Upload refused (${xhr.status})`, toErrorCode(error.code), field, error));
    };
    xhr.onerror = () => reject(new NetworkError('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
