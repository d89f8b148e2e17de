/**
 * `@bui/demo`: invented data and simulated services that the examples on the
 * component pages run against, so no page ever needs a network and every
 * state a page documents (loading, out-of-order responses, upload progress,
 * failures) can be shown and tested. It is documentation support, not part of
 * the library a product installs. One file per kind of data; add its exports
 * here.
 */
export {demoDocuments, type DemoDocument} from './documents';
export {
  createUploadHandler,
  uploadFile,
  UPLOAD_FAILED_MESSAGE,
  type SimulatedUploadSettings,
  type UploadOptions,
} from './upload';
export * from './employees';
export * from './requests';
