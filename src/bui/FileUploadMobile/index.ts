export {FileUploadMobile, fileUploadSources} from './FileUploadMobile';
export type {
  FileUploadMobileMultipleProps,
  FileUploadMobileProps,
  FileUploadMobileSingleProps,
  FileUploadSource,
} from './FileUploadMobile';
