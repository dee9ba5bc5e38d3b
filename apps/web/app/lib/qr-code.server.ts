import QRCode from 'qrcode'

/**
 * An `otpauth://` set-up link as an SVG QR code, drawn on the server: the page needs no script
 * and the secret never goes to a third party (ADR 027).
 */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
}
