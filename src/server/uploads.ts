import type { FastifyRequest } from 'fastify'
import { ApiError, fieldError } from './errors'

/**
 * The one file of a multipart call's body, at most `maxBytes`, or null when none was sent. A body
 * that is not well-formed multipart (another boundary, cut short) is a 400 on `file`; too large a
 * file is a 413.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; filename: string; mimetype: string } | null> {
  const tooLarge = () => {
    const message = `Upload a file of at most ${maxBytes / 1024 / 1024} MB`
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', message, [{ field: 'file', message }])
  }
  // Only the body can fail here: the stream ends early, or busboy cannot read it. The
  // multipart plugin's own errors carry their status (a __proto__ field, a limit).
  const malformed = (error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error
    return fieldError('file', 'Send the file as well-formed multipart/form-data')
  }
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
    if (!part) return null
    const data = await part.toBuffer()
    if (part.file.truncated) throw tooLarge()
    return { data, filename: part.filename, mimetype: part.mimetype }
  } catch (error) {
    throw error instanceof ApiError ? error : malformed(error)
  }
}

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/** The image kinds an avatar may be, recognised by their first bytes rather than the declared type. */
function imageExtension(data: Buffer): string | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg'
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif'
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}

/** Reads the single uploaded image of a multipart request: png, jpeg, webp or gif, at most 2 MB. */
export async function readUploadedImage(request: FastifyRequest, maxBytes = AVATAR_MAX_BYTES): Promise<{ data: Buffer; extension: string }> {
  const file = await readUploadedFile(request, maxBytes)
  if (!file) throw fieldError('file', 'Choose an image to upload')
  const extension = imageExtension(file.data)
  if (!extension || !/^image\/(png|jpeg|webp|gif)$/.test(file.mimetype)) throw fieldError('file', 'Use a PNG, JPEG, WebP or GIF image')
  return { data: file.data, extension }
}
