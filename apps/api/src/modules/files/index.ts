/** The files module's door (ADR 067): what other modules may use of it. */
export { checkUpload, fileTooLarge, fileTypeNotAllowed } from './content.ts'
export { oneFile } from './multipart.ts'
export { forgetPicture, storePicture } from './pictures.ts'
export { attachUploads, type FilesService } from './service.ts'
