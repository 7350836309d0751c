// What other modules may use of uploads; everything else in the folder is its own.
export { readSingleFile } from './multipart-file.ts';
export type { ReceivedFile } from './multipart-file.ts';
export { findOwnUpload, findOwnUploads, srcsetOf } from './upload-ownership.ts';
export type { UploadRow } from './upload-repository.ts';
