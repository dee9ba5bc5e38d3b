export {
  checkDimensions,
  IMAGE_LIMITS,
  type ImageDecoder,
  imageDecoder,
  imageKind,
  imagesBusy,
  imageTooLarge,
  imageUnreadable,
  untrustedImages,
} from './decoder.ts'
export { readOrientation } from './exif.ts'
export { type ImageKind, MalformedImage, stripMetadata } from './strip-metadata.ts'
